// The CPU samples of a trace (V8's profiler, `disabled-by-default-v8.cpu_profiler`) named by the
// source they run, through the build's source maps (`npx vite build --sourcemap hidden`): a library
// by its package, our code by its folder, and React's work by its phase (render, hydration's
// included; commit; effects). Used by scripts/bench-trace.mjs; a diagnostic, never run by npm test.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// A dependency of the build tools, not of ours (as scripts/bench-page.mjs uses Lighthouse's own).
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const maps = new Map();
function mapFor(distDir, url) {
  const file = url.includes('/assets/') ? path.join(distDir, 'assets', url.replace(/^.*\/assets\//, '').split('?')[0]) : null;
  if (!file) return null;
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  return maps.get(file);
}

/** A source path as a name: a package, or our folder (a flow, a machine, the next-tap code). */
function sourceName(source = '') {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1] === 'scheduler' ? 'react-dom' : pkg[1];
  const s = source.replace(/^.*?\/(src|machines)\//, '$1/');
  if (s.startsWith('src/app/hops/')) return 'next-tap code (src/app/hops)';
  const flow = s.match(/^(src\/flows|machines)\/([^/]+)/);
  if (flow) return `${flow[1]}/${flow[2]}`;
  const dir = s.match(/^src\/([^/]+)/);
  return dir ? `src/${dir[1]}` : s || 'unknown';
}

const REACT_PHASES = [
  [/^commitRoot|^commitMutationEffects|^commitLayoutEffects|^flushLayoutEffects|^flushMutationEffects/, 'React commit'],
  [/^flushPassiveEffects|^commitPassiveMountOnFiber|^flushPendingEffects|^flushSpawnedWork/, 'React effects'],
  [/^performWorkOnRoot|^renderRoot|^workLoop|^performUnitOfWork/, 'React render'],
];

/** The samples of the page's main thread: [{ ts, frames: [{ name, source }] }], the innermost frame last. */
export function samplesOf(events, thread, distDir) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    if (e.name === 'Profile' && e.tid === thread.tid) profiles.set(e.id, { start: e.args.data.startTime, nodes: new Map(), samples: [] });
    if (e.name !== 'ProfileChunk' || !profiles.has(e.id)) continue;
    const p = profiles.get(e.id);
    const cpu = e.args.data.cpuProfile ?? {};
    for (const node of cpu.nodes ?? []) p.nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (cpu.samples ?? []).forEach((id, i) => p.samples.push([id, deltas[i] ?? 0]));
  }
  const out = [];
  for (const p of profiles.values()) {
    const frameCache = new Map();
    const framesOf = (id) => {
      if (frameCache.has(id)) return frameCache.get(id);
      const node = p.nodes.get(id);
      if (!node) return [];
      const { url, functionName, lineNumber, columnNumber } = node.callFrame;
      let frame = { name: functionName || '(anonymous)', source: url ? sourceName(url) : functionName };
      const map = url ? mapFor(distDir, url) : null;
      if (map) {
        const o = originalPositionFor(map, { line: lineNumber + 1, column: Math.max(0, columnNumber) });
        frame = { name: o.name ?? functionName, source: sourceName(o.source ?? url) };
      } else if (url && !url.includes('/assets/')) frame.source = 'inline script (src/first-paint)';
      const frames = [...(node.parent ? framesOf(node.parent) : []), frame];
      frameCache.set(id, frames);
      return frames;
    };
    // Parents are listed before their children in the profile, so a node's parent is known by then.
    for (const node of p.nodes.values())
      for (const child of node.children ?? []) {
        const c = p.nodes.get(child);
        if (c) c.parent = node.id;
      }
    let ts = p.start;
    for (const [id, delta] of p.samples) {
      ts += delta;
      out.push({ ts, frames: framesOf(id) });
    }
  }
  return out;
}

/** What a sample runs: React's phase when inside one, else the innermost named source; null for idle. */
export function sampleKind(sample) {
  const frames = sample.frames.filter((f) => f.name !== '(root)');
  if (frames.length === 0 || frames.at(-1).name === '(idle)') return null;
  const leaf = frames.at(-1);
  const inner = [...frames].reverse().find((f) => f.source && !f.source.startsWith('(') && f.source !== 'react-dom');
  for (const [pattern, phase] of REACT_PHASES)
    if (frames.some((f) => pattern.test(f.name))) return inner && leaf.source !== 'react-dom' ? `${phase} > ${inner.source}` : phase;
  if (leaf.name === '(garbage collector)') return 'garbage collection';
  if (leaf.name === '(program)') return null;
  const named = [...frames].reverse().find((f) => f.source && !f.source.startsWith('('));
  return named?.source ?? leaf.name;
}
