// `npm run planted-bugs [filter]`: plants, one at a time, the bugs a reviewer who adds behaviour would
// try (an extra transition in every flow machine, a line of the wrong language, each limit one past
// its edge), runs the quick tier's Vitest files that must catch it, checks that they fail and that
// the failure names the plant, and puts the file back. Prints a table; exits non-zero if any plant
// passed unseen. docs/mutation-score.md ("Planted bugs") lists the same plants.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PLANTS } from './planted-bugs.list.mjs';

const filter = process.argv[2];
const chosen = PLANTS.filter((p) => !filter || p.id.includes(filter));
const rows = [];
let missed = 0;
for (const plant of chosen) {
  const original = readFileSync(plant.file, 'utf8');
  const at = original.indexOf(plant.find);
  if (at < 0 || original.indexOf(plant.find, at + 1) >= 0) {
    rows.push([plant.id, 'NOT PLANTED', `"${plant.find.slice(0, 40)}" is not found exactly once in ${plant.file}`]);
    missed += 1;
    continue;
  }
  writeFileSync(plant.file, original.slice(0, at) + plant.replace + original.slice(at + plant.find.length));
  const started = Date.now();
  let out = '';
  let status = 0;
  try {
    const run = spawnSync('npx', ['vitest', 'run', ...plant.tests], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    // eslint-disable-next-line no-control-regex
    out = `${run.stdout}\n${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
    status = run.status ?? 1;
  } finally {
    writeFileSync(plant.file, original);
  }
  const failed = /Tests\s+(\d+) failed/.exec(out)?.[1] ?? '0';
  const named = plant.expect.every((text) => out.includes(text));
  const caught = status !== 0 && Number(failed) > 0 && named;
  if (!caught) missed += 1;
  rows.push([
    plant.id,
    caught ? `caught: ${failed} failed` : 'MISSED',
    `${((Date.now() - started) / 1000).toFixed(1)} s${named ? '' : `; output lacks ${JSON.stringify(plant.expect)}`}`,
  ]);
}
console.log('| plant | result | note |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(`\n${chosen.length - missed} passed, ${missed} failed`);
process.exit(missed ? 1 : 0);
