import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { axiosAdapterFromConfigOnly, reactRouterTreeShaking, syncExternalStoreFromReact } from '../../vite.config';

// The build rewrites or reaches into two libraries' published code (docs/decisions/0091-library-patches.md).
// Each patch is written against the installed version; these tests fail when an upgrade changes
// what a patch relies on, instead of the patch silently doing nothing (or breaking the bundle).

type Transform = (code: string, id: string) => { code: string } | null;
const transformOf = (plugin: Plugin) => plugin.transform as unknown as Transform;

describe('React Router: display names dropped, calls marked pure (vite.config.ts)', () => {
  const dir = 'node_modules/react-router/dist/production';
  const modules = readdirSync(dir).filter((f) => f.endsWith('.mjs'));
  const transform = transformOf(reactRouterTreeShaking());

  it('still finds, in the installed modules, what it rewrites', () => {
    let displayNames = 0;
    let pure = 0;
    for (const file of modules) {
      const id = path.resolve(dir, file);
      const code = readFileSync(id, 'utf8');
      const out = transform(code, id);
      if (!out) continue;
      displayNames +=
        (code.match(/^[\w$]+\.displayName = "[^"\n]*";$/gm) ?? []).length - (out.code.match(/^[\w$]+\.displayName = "[^"\n]*";$/gm) ?? []).length;
      pure += (out.code.match(/\/\* @__PURE__ \*\//g) ?? []).length - (code.match(/\/\* @__PURE__ \*\//g) ?? []).length;
    }
    // The counts the 7.6 KB saving was measured with (react-router 7.18.5: 15 display names, 21
    // calls marked pure): fewer means the library's code changed shape under the patch.
    expect(displayNames).toBeGreaterThanOrEqual(15);
    expect(pure).toBeGreaterThanOrEqual(21);
  });

  it('keeps every module it rewrites a module: what it removes is whole lines of display names', () => {
    for (const file of modules) {
      const id = path.resolve(dir, file);
      const code = readFileSync(id, 'utf8');
      const out = transform(code, id);
      if (!out) continue;
      const removed = code.split('\n').filter((line) => !out.code.includes(line));
      for (const line of removed) expect(line).toMatch(/^[\w$]+\.displayName = "[^"\n]*";$|^var [\w$]+ = /);
    }
  });

  it('leaves every other module alone', () => {
    expect(transform('X.displayName = "X";', path.resolve('src/app/app.tsx'))).toBeNull();
  });
});

describe("axios: one adapter from the request's config (vite.config.ts)", () => {
  const dispatch = readFileSync('node_modules/axios/lib/core/dispatchRequest.js', 'utf8');

  it('axios still reaches its adapter registry through the import the build replaces, and asks it for one adapter', () => {
    expect(dispatch).toContain("import adapters from '../adapters/adapters.js';");
    expect(dispatch).toMatch(/adapters\.getAdapter\(config\.adapter \|\| defaults\.adapter, config\)/);
  });

  it('the replacement returns the adapter function it is given and refuses anything else', async () => {
    const plugin = axiosAdapterFromConfigOnly();
    const resolveId = plugin.resolveId as unknown as (source: string, importer?: string) => string | null;
    const load = plugin.load as unknown as (id: string) => string | null;
    const id = resolveId('../adapters/adapters.js', path.resolve('node_modules/axios/lib/core/dispatchRequest.js'));
    expect(id).not.toBeNull();
    expect(resolveId('../adapters/adapters.js', path.resolve('src/api/http.ts'))).toBeNull();
    const source = load(id as string) as string;
    const registry = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: { getAdapter: (a: unknown) => unknown } };
    const adapter = () => undefined;
    expect(registry.default.getAdapter(adapter)).toBe(adapter);
    expect(() => registry.default.getAdapter(['xhr', 'fetch'])).toThrow();
  });
});

describe('axios: its request pipeline imported module by module (src/api/axios-core.ts)', () => {
  it('every axios/unsafe/* module the app imports exists in the installed axios, under the export it uses', () => {
    const pkg = JSON.parse(readFileSync('node_modules/axios/package.json', 'utf8')) as { exports: Record<string, unknown> };
    expect(pkg.exports['./unsafe/*']).toBe('./lib/*');
    const source = readFileSync('src/api/axios-core.ts', 'utf8');
    const imports = [...source.matchAll(/from 'axios\/unsafe\/([^']+)'/g)].map((m) => m[1] as string);
    expect(imports.length).toBeGreaterThanOrEqual(9);
    for (const rest of imports) expect(existsSync(path.join('node_modules/axios/lib', rest)), rest).toBe(true);
  });
});

describe("use-sync-external-store: React's own hook in place of the shim (vite.config.ts)", () => {
  it('@xstate/react still imports the shim entries the build replaces', () => {
    const source = readFileSync('node_modules/@xstate/react/dist/xstate-react.esm.js', 'utf8');
    expect(source).toContain("from 'use-sync-external-store/shim/with-selector';");
    expect(source).toContain("from 'use-sync-external-store/shim';");
  });

  it("the package's plain entries are React's hook and the selector built on it, needing nothing but React", () => {
    const hook = readFileSync('node_modules/use-sync-external-store/cjs/use-sync-external-store.production.js', 'utf8');
    expect(hook).toContain('var useSyncExternalStore = require("react").useSyncExternalStore;');
    const selector = readFileSync('node_modules/use-sync-external-store/cjs/use-sync-external-store-with-selector.production.js', 'utf8');
    expect([...selector.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['react']);
    expect(selector).toContain('useSyncExternalStore = React.useSyncExternalStore');
  });

  it("resolves the shim to React's hook and its selector to the plain one, and nothing else", async () => {
    const plugin = syncExternalStoreFromReact();
    const resolved: string[] = [];
    const context = { resolve: (target: string) => (resolved.push(target), Promise.resolve({ id: target })) };
    const resolveId = plugin.resolveId as unknown as (this: typeof context, source: string, importer?: string, options?: object) => unknown;
    const load = plugin.load as unknown as (id: string) => string | null;
    const hookId = resolveId.call(context, 'use-sync-external-store/shim', 'x.js', {});
    expect(typeof hookId).toBe('string');
    expect(load(hookId as string)).toBe("export { useSyncExternalStore } from 'react';");
    await resolveId.call(context, 'use-sync-external-store/shim/with-selector', 'x.js', {});
    expect(resolved).toEqual(['use-sync-external-store/with-selector']);
    expect(resolveId.call(context, 'react', 'x.js', {})).toBeNull();
  });
});
