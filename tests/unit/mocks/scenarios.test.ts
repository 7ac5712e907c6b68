// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  activeScenarios,
  applyScenariosFromPage,
  currentOrderStatus,
  hasScenario,
  scenarioFlag,
  scenarioNames,
  scenarioStorageKey,
  setScenarios,
} from '../../../src/mocks/scenarios';

afterEach(() => setScenarios([]));

function page(search: string, hash = '') {
  return { search, hash };
}

describe('scenario switching', () => {
  it('names every scenario the brief lists', () => {
    for (const status of [21, 151, 110, 170, 174, 180, 200]) expect(scenarioNames).toContain(`status-${status}`);
    expect(scenarioNames).toEqual(expect.arrayContaining(['delay', 'need-pop', 'offline', 'slow', 'repay-800006', 'sid-fail']));
  });

  it('setScenarios keeps known names once and drops unknown ones', () => {
    expect(setScenarios(['delay', ' slow ', 'delay', 'bogus'])).toEqual(['delay', 'slow']);
    expect(hasScenario('slow')).toBe(true);
    expect(hasScenario('offline')).toBe(false);
  });

  it('the first status scenario sets the order status; 174 without one', () => {
    expect(currentOrderStatus()).toBe(174);
    setScenarios(['delay', 'status-180', 'status-200']);
    expect(currentOrderStatus()).toBe(180);
  });

  it('reads the flag from the search or from the query of the hash', () => {
    expect(scenarioFlag('?type=2&scenario=delay,slow')).toEqual(['delay', 'slow']);
    expect(scenarioFlag('', '#/downloadTemplate?id=3&scenario=sid-fail')).toEqual(['sid-fail']);
    expect(scenarioFlag('?scenario=')).toEqual([]);
    expect(scenarioFlag('?type=2')).toBeNull();
  });

  it('a flag sets and remembers the choice; later pages without a flag keep it', () => {
    expect(applyScenariosFromPage(page('?scenario=status-200,delay'), sessionStorage)).toEqual(['status-200', 'delay']);
    expect(sessionStorage.getItem(scenarioStorageKey)).toBe('status-200,delay');
    setScenarios([]);
    expect(applyScenariosFromPage(page('?orderId=1'), sessionStorage)).toEqual(['status-200', 'delay']);
    expect(currentOrderStatus()).toBe(200);
  });

  it('an empty flag clears the choice and the memory', () => {
    applyScenariosFromPage(page('?scenario=offline'), sessionStorage);
    expect(applyScenariosFromPage(page('?scenario='), sessionStorage)).toEqual([]);
    expect(sessionStorage.getItem(scenarioStorageKey)).toBeNull();
    expect(activeScenarios()).toEqual([]);
  });

  it('works without storage', () => {
    expect(applyScenariosFromPage(page('?scenario=need-pop'), undefined)).toEqual(['need-pop']);
    expect(applyScenariosFromPage(page(''), undefined)).toEqual(['need-pop']);
  });
});
