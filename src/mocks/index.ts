// What stories and tests use; the worker (browser.ts) and the Node server (node.ts) are imported
// from their own files so neither environment pulls in the other's MSW entry.
export { handlers } from './handlers';
export { activeScenarios, currentOrderStatus, hasScenario, scenarioCatalogue, scenarioNames, setScenarios, type ScenarioName } from './scenarios';
export { demoCodes, resetStore } from './store';
