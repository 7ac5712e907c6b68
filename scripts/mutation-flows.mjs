// The mutation score of machines/, one flow at a time (docs/mutation-score.md): each group's code
// mutated against its own tests only (MUTATION_TESTS, vitest.mutation.config.ts), so that a
// machine's static mutants (its definition, built when the module loads) run a flow's tests, not the
// whole fast suite. Usage: node scripts/mutation-flows.mjs [group ...]   (default: every group)
// Writes reports/mutation-<group>.json and prints a table of the scores.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';

// Each API group runs only the test files that reach its code: a static mutant (a schema built when
// its module loads) runs every file of its group, each in a DOM environment of its own.
const API_CALL_TESTS = [
  'tests/unit/api/loan-endpoints.test.ts',
  'tests/unit/api/problem-endpoints.test.ts',
  'tests/unit/api/promotion.test.ts',
  'tests/unit/api/repayment.test.ts',
  'tests/unit/mutation/api-*.test.ts',
  'tests/unit/repaying/mailto-voucher-query.test.ts',
];
const API_TRANSPORT_TESTS = [
  ...['clients', 'errors', 'maintains', 'schema-kit', 'upload-limit'].map((f) => `tests/unit/api/${f}.test.ts`),
  'tests/unit/api/use-api-clients.test.tsx',
  'tests/unit/mutation/schema-kit-edges.test.ts',
  'tests/unit/mutation/api-*.test.ts',
  'tests/unit/lib/held-outcomes.test.ts',
];

const FLOWS_TESTS = [
  'tests/unit/flows/*.test.ts',
  // A jsdom file (DOM_FILES) is named exactly, not by a glob.
  'tests/unit/flows/pending-commit.test.ts',
  'tests/unit/repaying/copy-text.test.ts',
  'tests/unit/repaying/mailto-voucher-query.test.ts',
  'tests/unit/register/*.test.ts',
  'tests/unit/security/carried-query.test.ts',
  'tests/unit/security/double-slash-path.test.ts',
  'tests/unit/mutation/flows-*.test.ts',
];

export const GROUPS = {
  'bank-repayment': { mutate: ['machines/bank-repayment/**/*.ts'], tests: ['tests/machines/bank-repayment*.test.ts'] },
  complaints: {
    mutate: ['machines/complaint-*/**/*.ts'],
    tests: ['tests/machines/complaint*.test.ts', 'tests/unit/complaint/**/*.test.ts'],
  },
  'confirm-loan': { mutate: ['machines/confirm-loan/**/*.ts'], tests: ['tests/machines/confirm-loan*.test.ts'] },
  'loan-details': { mutate: ['machines/loan-details/**/*.ts'], tests: ['tests/machines/loan-details*.test.ts'] },
  register: {
    mutate: ['machines/register/register.machine.ts', 'machines/register/register.view-model.ts', 'machines/register/register.rules.ts'],
    tests: ['tests/machines/register*.test.ts'],
  },
  contact: { mutate: ['machines/contact/**/*.ts'], tests: ['tests/machines/contact*.test.ts'] },
  'page-data pages': {
    mutate: [
      'machines/customer-service/**/*.ts',
      'machines/extension/**/*.ts',
      'machines/instalment/**/*.ts',
      'machines/payment-instructions/**/*.ts',
      'machines/shared/page-data.definition.ts',
      'machines/shared/page-data.ts',
    ],
    tests: ['customer-service', 'extension', 'instalment', 'payment-instructions', 'page-data'].map((n) => `tests/machines/${n}*.test.ts`),
  },
  countdown: { mutate: ['machines/shared/countdown.ts'], tests: ['tests/machines/countdown*.test.ts'] },
  rating: { mutate: ['machines/rating/**/*.ts'], tests: ['tests/machines/rating*.test.ts'] },
  calculator: { mutate: ['machines/calculator/**/*.ts'], tests: ['tests/machines/calculator*.test.ts'] },
  contract: { mutate: ['machines/contract/**/*.ts'], tests: ['tests/machines/contract*.test.ts'] },
  // src/session, src/api and src/flows (issue 53): what each leaves out and why is in stryker.config.mjs.
  session: {
    mutate: ['src/session/**/*.ts', '!src/session/index.ts'],
    tests: [
      'tests/unit/session/*.test.ts',
      'tests/unit/mutation/query-reading-edges.test.ts',
      'tests/unit/mutation/session-edges.test.ts',
      'tests/unit/security/carried-query.test.ts',
      'tests/unit/flows/bank-repayment-amount.test.ts',
      'tests/unit/repaying/mailto-voucher-query.test.ts',
    ],
  },
  // The server answers' schemas and the endpoint calls that read them.
  'api-calls': {
    mutate: [
      'complaints',
      'contract',
      'endpoints',
      'instalment',
      'loan',
      'order-status',
      'problem',
      'promotion',
      'repayment',
      'voucher',
      'voucher-input',
    ].map((f) => `src/api/${f}.ts`),
    tests: API_CALL_TESTS,
  },
  // The HTTP clients, the shared helper, errors, answers sent ahead and uploads.
  'api-transport': {
    // Each file by name: --mutate is one comma-separated list.
    mutate: [
      'axios-core',
      'clients',
      'early-response',
      'envelope-code',
      'errors',
      'http',
      'idempotency',
      'maintains',
      'request-parts',
      'schema-kit',
      'send-early',
      'upload-adapter',
      'use-api-clients',
    ].map((f) => `src/api/${f}.ts`),
    tests: API_TRANSPORT_TESTS,
  },
  // src/flows in groups of a few hundred mutants (all its logic in one was 1,128, hours): the pages'
  // small modules, confirm and register, the bank-card page, the payment code's barcode, the photo's
  // paths, and the React hooks with held-watch.ts. What stryker.config.mjs leaves out (legal texts, a
  // props type) is in none. Each jsdom file (DOM_FILES) is named exactly, not by a glob.
  'flows-shared': {
    mutate: [
      'src/flows/shared/make-choices-again.ts',
      'src/flows/shared/refused-text.ts',
      'src/flows/shared/pay-channels/copy-text.ts',
      'src/flows/shared/pay-channels/mailto.ts',
      'src/flows/shared/pay-channels/order-input.ts',
      'src/flows/payment-instructions/*.ts',
      'src/flows/test-preview/*.ts',
      'src/flows/contact/*.ts',
      'src/flows/loan-details/*.ts',
    ],
    tests: FLOWS_TESTS,
  },
  'flows-confirm-register': { mutate: ['src/flows/confirm-loan/*.ts', '!src/flows/**/use-*.ts', 'src/flows/register/*.ts'], tests: FLOWS_TESTS },
  'flows-bank': { mutate: ['src/flows/bank-repayment/*.ts', '!src/flows/bank-repayment/bank-repayment-props.ts'], tests: FLOWS_TESTS },
  'flows-barcode': {
    mutate: ['src/flows/shared/pay-channels/code128*.ts'],
    tests: ['tests/unit/repaying/code128-svg.test.ts'],
  },
  'flows-photo': {
    mutate: ['src/flows/shared/photo/*.ts'],
    tests: ['tests/unit/complaint/photo-*.test.ts', 'tests/unit/mutation/flows-photo-*.test.ts'],
  },
  // The pages' React hooks (and held-watch.ts, which holds one), against their jsdom tests (each in DOM_FILES, vitest.mutation.config.ts).
  'flows-hooks': {
    mutate: ['src/flows/**/use-*.ts', 'src/flows/shared/held-watch.ts'],
    tests: [
      'tests/unit/flows/use-flow-actor.test.tsx',
      'tests/unit/flows/entry-state.test.tsx',
      'tests/unit/mutation/flows-hooks.test.tsx',
      'tests/unit/mutation/flows-hooks-state.test.tsx',
      'tests/unit/mutation/flows-hooks-overrides.test.tsx',
      'tests/unit/mutation/flows-hooks-kept.test.tsx',
      'tests/unit/mutation/flows-hooks-more.test.tsx',
      'tests/unit/mutation/flows-held.test.ts',
    ],
  },
};

const wanted = process.argv.slice(2);
// In the order given.
const groups =
  wanted.length === 0
    ? Object.entries(GROUPS)
    : Object.entries(GROUPS)
        .filter(([name]) => wanted.includes(name))
        .sort(([a], [b]) => wanted.indexOf(a) - wanted.indexOf(b));
mkdirSync('reports', { recursive: true });
const rows = [];
for (const [name, g] of groups) {
  const slug = name.replace(/\W+/g, '-');
  const started = Date.now();
  console.log(`\n▶ ${name}: ${g.mutate.join(', ')} against ${g.tests.join(', ')}`);
  // MUTATION_CONCURRENCY: test processes at once (stryker.config.mjs keeps 1 so a run leaves a core to
  // other work; 2 on an otherwise idle two-core machine nearly halves a group's time).
  const concurrency = process.env.MUTATION_CONCURRENCY ? ['--concurrency', process.env.MUTATION_CONCURRENCY] : [];
  // MUTATION_IGNORE_STATIC=1: static mutants (module-level code: each reloads and runs every test file
  // of the group) are not run but reported as Ignored, outside the score; the table counts them.
  const ignoreStatic = process.env.MUTATION_IGNORE_STATIC ? ['--ignoreStatic'] : [];
  const args = ['stryker', 'run', '--mutate', g.mutate.join(','), '--incrementalFile', `reports/incr-${slug}.json`, ...concurrency, ...ignoreStatic];
  const r = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TESTS: g.tests.join(',') },
  });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  if (r.status !== 0 || !existsSync('reports/mutation/mutation.json')) {
    rows.push(`| ${name} | run failed (exit ${r.status}) | | | | | | | ${minutes} min |`);
    continue;
  }
  copyFileSync('reports/mutation/mutation.json', `reports/mutation-${slug}.json`);
  const report = JSON.parse(readFileSync(`reports/mutation-${slug}.json`, 'utf8'));
  const count = {};
  for (const file of Object.values(report.files)) for (const m of file.mutants) count[m.status] = (count[m.status] ?? 0) + 1;
  const killed = (count.Killed ?? 0) + (count.Timeout ?? 0);
  const survived = count.Survived ?? 0;
  const noCoverage = count.NoCoverage ?? 0;
  const total = Object.values(count).reduce((a, b) => a + b, 0);
  const score = (100 * killed) / Math.max(1, killed + survived + noCoverage);
  rows.push(
    `| ${name} | ${total} | ${killed} | ${survived} | ${noCoverage} | ${count.CompileError ?? 0} | ${count.Ignored ?? 0} | ${score.toFixed(1)} % | ${minutes} min |`,
  );
}
console.log(
  `\n| Group | Mutants | Killed (incl. timeouts) | Survived | No coverage | Compile errors | Ignored (static) | Score | Time |\n|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
);
