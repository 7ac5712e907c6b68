// Where a production build's bytes are: `node scripts/chunk-breakdown.mjs [part of a chunk's file
// name] [--modules]` builds into dist-size-breakdown/ and prints, for each chunk whose file name
// contains the given part (default: main), its modules (or, without --modules, its packages and
// source files), largest first, with each one's gzip size on its own (level 9; the chunk as a whole
// compresses a little better than the sum) and its length as rendered into the chunk.
import { build } from 'vite';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const want = args.find((a) => !a.startsWith('--')) ?? 'main';
const byModule = args.includes('--modules');
const chunks = {};
await build({
  logLevel: 'warn',
  build: { outDir: 'dist-size-breakdown', emptyOutDir: true },
  plugins: [
    {
      name: 'chunk-breakdown',
      generateBundle(_, bundle) {
        for (const [file, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunks[file] = Object.entries(chunk.modules).map(([id, m]) => ({
            id: id.replace(/.*node_modules\//, 'node_modules/').replace(process.cwd() + '/', ''),
            length: m.renderedLength,
            gzip: m.code ? gzipSync(m.code, { level: 9 }).length : 0,
          }));
        }
      },
    },
  ],
});
for (const [file, modules] of Object.entries(chunks)) {
  if (!file.includes(want)) continue;
  const sums = {};
  for (const m of modules) {
    const key = byModule ? m.id : m.id.replace(/^(node_modules\/(@[^/]+\/)?[^/]+).*$/, '$1');
    sums[key] ??= { length: 0, gzip: 0 };
    sums[key].length += m.length;
    sums[key].gzip += m.gzip;
  }
  console.log(`== ${file}`);
  for (const [key, v] of Object.entries(sums).sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`${String(v.gzip).padStart(8)} B gzip ${String(v.length).padStart(8)} B  ${key}`);
  }
}
