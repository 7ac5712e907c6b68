// dependency-cruiser's configuration: the layer order and no import cycle, over src/ and machines/.
// The rules are made from the layer order in scripts/layers.mjs. tests/architecture/layers.test.ts
// runs this in `npm run test:quick` and `npm test`; by hand: `npx depcruise src machines`
// (`--output-type err-long` prints each rule's reason).
import { forbidden } from './scripts/layers.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden,
  options: {
    // Files outside the app (tests, stories, scripts, packages) are listed when imported, not read.
    doNotFollow: { path: '^(?!src/|machines/)' },
    // Read TypeScript with its compiler, type-only imports included (they make a cycle too).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
