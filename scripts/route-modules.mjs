// Which page module each route loads, read from src/app/route-table.ts (the build scripts run
// before any TypeScript is compiled): route name -> module path relative to src/app, or null for
// a route without a page module of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function routeModules(root = process.cwd()) {
  const src = readFileSync(path.join(root, 'src/app/route-table.ts'), 'utf8');
  const lazies = Object.fromEntries([...src.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)\);/g)].map(([, v, m]) => [v, m]));
  const out = {};
  for (const [, name, arg] of src.matchAll(/entry\('(\w+)'(?:,\s*(\w+))?/g)) {
    const page = arg ?? 'NotYet';
    if (!lazies[page]) throw new Error(`route ${name}: cannot tell which module ${page} loads`);
    out[name] = lazies[page];
  }
  if (Object.keys(out).length === 0) throw new Error('no routes found in src/app/route-table.ts');
  return out;
}
