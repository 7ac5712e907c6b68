// One group's mutation score after a re-run of some of its mutants (docs/mutation-score.md, "Re-running
// survivors"). An incremental run reuses a static mutant's earlier result even when tests were added,
// so survivors are re-run with `--force` on their lines only; this script takes the group's report
// and replaces each mutant re-run (same file, place, mutator and replacement) with its new status.
// Usage: node scripts/mutation-merge.mjs [--out <merged report>] <group report> <re-run report> [<re-run report> ...]
// Prints the score per file and in all (killed and timeouts / killed, timeouts, survived, no coverage);
// with --out, also writes the group's report with the re-run statuses in (for scripts/mutation-total.mjs).
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const outPath = outAt >= 0 ? args.splice(outAt, 2)[1] : undefined;
const [basePath, ...reruns] = args;
if (!basePath || reruns.length === 0 || (outAt >= 0 && !outPath)) {
  console.error('usage: node scripts/mutation-merge.mjs [--out <merged report>] <group report> <re-run report> [...]');
  process.exit(2);
}
const read = (p) => JSON.parse(readFileSync(p, 'utf8'));
const key = (file, m) =>
  [file, m.location.start.line, m.location.start.column, m.location.end.line, m.location.end.column, m.mutatorName, m.replacement ?? ''].join('|');

const fresh = new Map();
for (const p of reruns) for (const [file, d] of Object.entries(read(p).files)) for (const m of d.mutants) fresh.set(key(file, m), m.status);

const STATUSES = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError'];
const score = (c) => {
  const killed = c.Killed + c.Timeout;
  const counted = killed + c.Survived + c.NoCoverage;
  return counted === 0 ? '—' : `${((100 * killed) / counted).toFixed(1)} %`;
};
const total = Object.fromEntries(STATUSES.map((s) => [s, 0]));
let replaced = 0;
const rows = [];
const base = read(basePath);
for (const [file, d] of Object.entries(base.files)) {
  const count = Object.fromEntries(STATUSES.map((s) => [s, 0]));
  for (const m of d.mutants) {
    const k = key(file, m);
    if (fresh.has(k)) replaced += 1;
    const status = fresh.get(k) ?? m.status;
    m.status = status;
    count[status] = (count[status] ?? 0) + 1;
    total[status] = (total[status] ?? 0) + 1;
  }
  rows.push(`| ${file} | ${STATUSES.map((s) => count[s]).join(' | ')} | ${score(count)} |`);
}
console.log(`${replaced} of ${fresh.size} re-run mutants found in ${basePath}\n`);
console.log(`| File | ${STATUSES.join(' | ')} | Score |\n|---|${STATUSES.map(() => '---|').join('')}---|`);
console.log(rows.join('\n'));
console.log(`| all | ${STATUSES.map((s) => total[s]).join(' | ')} | ${score(total)} |`);
if (outPath) {
  writeFileSync(outPath, JSON.stringify(base));
  console.log(`\nmerged report written to ${outPath}`);
}
