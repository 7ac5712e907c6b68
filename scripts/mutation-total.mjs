// The mutation score of a whole folder from the reports of its groups (docs/mutation-score.md): each
// group is run on its own (scripts/mutation-flows.mjs) and its survivors may be re-run and merged
// (scripts/mutation-merge.mjs --out), so no single report holds the folder. This sums them per file,
// a file named by more than one report counting once (the last report given wins), and names every
// file of the folder that no report holds, so a total is never claimed over part of a folder.
// Usage: node scripts/mutation-total.mjs [--under machines/] <report> [<report> ...]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const underAt = args.indexOf('--under');
const under = underAt >= 0 ? args.splice(underAt, 2)[1] : 'machines/';
if (args.length === 0 || !under) {
  console.error('usage: node scripts/mutation-total.mjs [--under <folder>/] <report> [<report> ...]');
  process.exit(2);
}
const STATUSES = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError'];
const score = (c) => {
  const killed = c.Killed + c.Timeout;
  const counted = killed + c.Survived + c.NoCoverage;
  return counted === 0 ? '—' : `${((100 * killed) / counted).toFixed(1)} %`;
};
const zero = () => Object.fromEntries(STATUSES.map((s) => [s, 0]));

// Reports name files by absolute path (a sandbox's or the project's): keep the part from the folder on.
const byFile = new Map();
for (const path of args) {
  for (const [file, d] of Object.entries(JSON.parse(readFileSync(path, 'utf8')).files)) {
    const at = file.indexOf(under);
    if (at < 0) continue;
    const count = zero();
    for (const m of d.mutants) count[m.status] = (count[m.status] ?? 0) + 1;
    byFile.set(file.slice(at), { count, report: path });
  }
}

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [relative('.', p)] : [];
  });
const total = zero();
const rows = [];
for (const [file, { count, report }] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
  for (const s of STATUSES) total[s] += count[s];
  rows.push(`| ${file} | ${STATUSES.map((s) => count[s]).join(' | ')} | ${score(count)} | ${report} |`);
}
console.log(`| File | ${STATUSES.join(' | ')} | Score | Report |\n|---|${STATUSES.map(() => '---|').join('')}---|---|`);
console.log(rows.join('\n'));
console.log(`| ${under} (${byFile.size} files) | ${STATUSES.map((s) => total[s]).join(' | ')} | ${score(total)} | |`);
// A file with no report: either nothing in it can be mutated (types only), or it was not run.
const missing = walk(under.replace(/\/$/, '')).filter((f) => !byFile.has(f));
if (missing.length > 0) console.log(`\nIn ${under} but in no report (types only, left out, or not run):\n${missing.map((f) => `- ${f}`).join('\n')}`);
