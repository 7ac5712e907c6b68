// Where the browser step's time goes: per project and per spec file, from the JSON report `npm test`
// writes for its Playwright step (test-results/npm-test-step-<n>.json). For each: the tests, the
// time its tests ran (the sum over tests, first tries and retries; two workers run at once, so the
// sums add up to about twice the step's length) and its slowest test.
// Usage: node scripts/browser-times.mjs [report.json]   (the newest npm-test-step report by default)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function newestReport() {
  const dir = 'test-results';
  const files = readdirSync(dir)
    .filter((f) => /^npm-test-step-\d+\.json$/.test(f))
    .map((f) => path.join(dir, f));
  files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files.length) throw new Error('no test-results/npm-test-step-*.json: run npm test first, or name a report');
  return files[0];
}

/** Every test of a report: its project, file, title and the time of all its tries. */
export function testTimes(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        out.push({
          project: t.projectName,
          file: spec.file,
          title: [...titles.slice(1), spec.title].join(' › '),
          ms: (t.results ?? []).reduce((sum, r) => sum + r.duration, 0),
        });
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

function table(times, key) {
  const groups = new Map();
  for (const t of times) {
    const g = groups.get(t[key]) ?? { tests: 0, ms: 0, slowest: t };
    g.tests += 1;
    g.ms += t.ms;
    if (t.ms > g.slowest.ms) g.slowest = t;
    groups.set(t[key], g);
  }
  return [...groups].sort((a, b) => b[1].ms - a[1].ms);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? newestReport();
  const times = testTimes(JSON.parse(readFileSync(file, 'utf8')));
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`${file}: ${times.length} tests, ${s(times.reduce((a, t) => a + t.ms, 0))} of test time\n`);
  console.log('| Project | Tests | Test time | Slowest test |\n|---|---|---|---|');
  for (const [name, g] of table(times, 'project')) console.log(`| ${name} | ${g.tests} | ${s(g.ms)} | ${s(g.slowest.ms)} |`);
  console.log('\n| Spec file | Project | Tests | Test time | Slowest test |\n|---|---|---|---|---|');
  for (const [name, g] of table(times, 'file')) console.log(`| \`${name}\` | ${g.slowest.project} | ${g.tests} | ${s(g.ms)} | ${s(g.slowest.ms)} |`);
}
