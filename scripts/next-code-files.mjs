// Which files the next-tap code fetches ahead on each built page (src/app/hops/next-code.ts,
// docs/decisions/0140): read from its source as scripts/route-modules.mjs reads the route table
// (the build scripts run before any TypeScript is compiled), then written by the prerender step on
// #root (`data-next`), so the code is fetched ahead and run only when a tap needs it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'src/app/hops/next-code.ts';

/** The object literal `export const NAME ... = { ... };` of the source. */
function block(src, name) {
  const start = src.indexOf(`export const ${name}`);
  if (start < 0) throw new Error(`${FILE}: no ${name}`);
  return src.slice(start, src.indexOf('\n};', start));
}

/** { next: route -> routes it opens, views: route -> module, later: route -> module } (modules relative to src/app). */
export function nextCode(root = process.cwd()) {
  const src = readFileSync(path.join(root, FILE), 'utf8');
  const next = {};
  for (const [, name, list] of block(src, 'NEXT_PAGES').matchAll(/^\s+(\w+): \[([^\]]*)\]/gm))
    next[name] = [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]);
  const modules = (name) =>
    Object.fromEntries(
      [...block(src, name).matchAll(/^\s+(\w+): \(\) => import\('\.\.\/\.\.\/([^']+)'\)/gm)].map(([, route, m]) => [route, `../${m}`]),
    );
  const out = { next, views: modules('PAGE_VIEWS'), later: modules('PAGE_LATER') };
  if (Object.keys(next).length === 0 || Object.keys(out.views).length === 0 || Object.keys(out.later).length === 0)
    throw new Error(`${FILE}: could not read the next pages and their modules`);
  return out;
}

/**
 * `#root`'s data-next for the page of `route`: for it and every page a tap can reach from it, the
 * files of that page's code (its module, loaded view and later step, each after what it imports)
 * that the page's own load has not fetched, as `name:file file,name:file`, and under `requests` the
 * files of the next-tap code's requests part (src/app/hops/data.ts). Empty when the page opens no
 * page of its own.
 */
export function dataNext(route, { code, pageModule, filesOf, own }) {
  const reach = [route];
  for (let i = 0; i < reach.length; i++) for (const n of code.next[reach[i]] ?? []) if (!reach.includes(n)) reach.push(n);
  if (reach.length === 1 && !code.later[route]) return '';
  const have = new Set(own);
  const requests = `requests:${filesOf(['hops/data'])
    .filter((f) => !have.has(f))
    .join(' ')}`;
  return [
    requests,
    ...reach.map((name) => {
      const modules = name === route ? [code.later[name]] : [pageModule(name), code.views[name], code.later[name]];
      return `${name}:${filesOf(modules.filter(Boolean))
        .filter((f) => !have.has(f))
        .join(' ')}`;
    }),
  ].join(',');
}
