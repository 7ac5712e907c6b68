import { readFileSync, readdirSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import defaults from 'axios/unsafe/defaults/index.js';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAst, type Plugin } from 'vite';
import { AXIOS_DEFAULTS_FOR_THIS_APP, axiosAdapterFromConfigOnly, reactRouterTreeShaking, syncExternalStoreFromReact } from '../../vite.config';

// The build rewrites or reaches into libraries' published code (docs/decisions/0091-library-patches.md, 0105).
// Each patch is written against the installed version; these tests fail when an upgrade changes
// what a patch relies on, instead of the patch silently doing nothing (or breaking the bundle).

type Transform = (code: string, id: string) => { code: string } | null;
const transformOf = (plugin: Plugin) => plugin.transform as unknown as Transform;

describe('React Router: display names dropped, calls marked pure (vite.config.ts)', () => {
  // The package exports its development build to bundlers (the build bundles that one); its
  // production build is the same code: both are checked.
  const dirs = ['node_modules/react-router/dist/development', 'node_modules/react-router/dist/production'];
  const modules = dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => path.join(dir, f)),
  );
  const transform = transformOf(reactRouterTreeShaking());
  const componentClass = /^var ([\w$]+) = class extends [\w$]+\.Component \{$/gm;

  it('the build bundles one of the checked builds', () => {
    const exported = JSON.stringify(JSON.parse(readFileSync('node_modules/react-router/package.json', 'utf8')).exports['.'].import);
    expect(dirs.some((dir) => exported.includes(dir.replace('node_modules/react-router/', './')))).toBe(true);
  });

  it('builds each component class in a call marked pure, with its static assignments, and the module still parses', () => {
    for (const dir of dirs) {
      let classes = 0;
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs'))) {
        const id = path.resolve(dir, file);
        const code = readFileSync(id, 'utf8');
        const out = transform(code, id);
        if (!out) continue;
        const names = [...code.matchAll(componentClass)].map((m) => m[1] ?? '');
        classes += names.length;
        for (const name of names) {
          expect(out.code).toContain(`var ${name} = /* @__PURE__ */ (() => {\nconst ${name} = class extends `);
          // Nothing of it is left at the top level: its static assignments are inside the call.
          expect(out.code).not.toMatch(new RegExp(`^${name.replace('$', '\\$')}\\.\\w+ = `, 'm'));
        }
        expect(() => parseAst(out.code)).not.toThrow();
      }
      // react-router 7.18.5: the data routers', Await's and framework mode's error boundaries, and
      // the RSC router's (in the module the DOM entry adds).
      expect(classes, dir).toBe(4);
    }
  });

  it('still finds, in the installed modules, what it rewrites', () => {
    let displayNames = 0;
    let pure = 0;
    for (const file of modules) {
      const id = path.resolve(file);
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
      const id = path.resolve(file);
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

describe("axios: the defaults module with this app's body kinds only (vite.config.ts)", () => {
  const lib = path.resolve('node_modules/axios/lib');
  const installed = readFileSync(path.join(lib, 'defaults/index.js'), 'utf8');

  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** The replacement as a module of its own, importing the installed axios's modules. */
  async function replacement() {
    mkdirSync('.vite', { recursive: true });
    const dir = mkdtempSync(path.resolve('.vite/axios-defaults-'));
    const file = path.join(dir, 'defaults.mjs');
    const source = AXIOS_DEFAULTS_FOR_THIS_APP.replace(/from '\.\.\/([^']+)'/g, (_, rest: string) => `from '${path.join(lib, rest)}'`).replace(
      /from '\.\/([^']+)'/g,
      (_, rest: string) => `from '${path.join(lib, 'defaults', rest)}'`,
    );
    writeFileSync(file, source);
    made.push(dir);
    return ((await import(/* @vite-ignore */ file)) as { default: AxiosDefaults }).default;
  }

  type Transform = (this: object, data: unknown, headers: InstanceType<typeof AxiosHeaders>) => unknown;
  interface AxiosDefaults {
    transformRequest: Transform[];
    transformResponse: ((this: object, data: unknown) => unknown)[];
    [key: string]: unknown;
  }
  const axiosDefaults = defaults as unknown as AxiosDefaults;

  it('the installed module still imports and defines what the replacement copies', () => {
    for (const name of [
      "import transitionalDefaults from './transitional.js';",
      "import methodList from '../core/methodList.js';",
      'function stringifySafely(',
    ]) {
      expect(installed).toContain(name);
    }
    expect(Object.keys(axiosDefaults).sort()).toEqual(
      [
        'adapter',
        'env',
        'headers',
        'maxBodyLength',
        'maxContentLength',
        'timeout',
        'transformRequest',
        'transformResponse',
        'transitional',
        'validateStatus',
        'xsrfCookieName',
        'xsrfHeaderName',
      ].sort(),
    );
  });

  it('has the same settings as the installed defaults', async () => {
    const ours = await replacement();
    const { transformRequest: _a, transformResponse: _b, validateStatus, env, ...rest } = ours;
    const { transformRequest: _c, transformResponse: _d, validateStatus: theirStatus, env: _e, ...theirs } = axiosDefaults;
    expect(rest).toEqual(theirs);
    // The browser's classes, as axios's browser platform gives them (Node tests run its Node platform).
    expect(env).toEqual({ FormData, Blob });
    for (const name of ['FormData', 'Blob']) {
      expect(readFileSync(path.join(lib, `platform/browser/classes/${name}.js`), 'utf8')).toContain(
        `export default typeof ${name} !== 'undefined' ? ${name} : null;`,
      );
    }
    for (const status of [199, 200, 204, 299, 300, 404, 500])
      expect((validateStatus as (s: number) => boolean)(status)).toBe((theirStatus as (s: number) => boolean)(status));
  });

  it('turns every body this app sends into what axios sent, with the same content type', async () => {
    const ours = await replacement();
    const form = new FormData();
    form.append('file', 'x');
    const bodies: [string, unknown, Record<string, string>][] = [
      ['no body (GET)', undefined, {}],
      ['a JSON object', { orderId: '240518001', amount: 150000, flag: true, none: null }, { 'Content-Type': 'application/json' }],
      ['a JSON array', [1, 'a'], { 'Content-Type': 'application/json' }],
      ['a form-encoded string', 'orderId=240518001&amount=150000', { 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['a JSON string with a JSON type', ' {"a":1} ', { 'Content-Type': 'application/json' }],
      ['a plain string with a JSON type', 'abc', { 'Content-Type': 'application/json' }],
      ['null with a JSON type', null, { 'Content-Type': 'application/json' }],
      ['a multipart upload', form, {}],
    ];
    for (const [what, body, headers] of bodies) {
      const theirHeaders = new AxiosHeaders(headers);
      const ourHeaders = new AxiosHeaders(headers);
      const config = { ...axiosDefaults };
      expect(ours.transformRequest[0]!.call(config, body, ourHeaders), what).toEqual(
        axiosDefaults.transformRequest[0]!.call(config, body, theirHeaders),
      );
      expect(ourHeaders.toJSON(), what).toEqual(theirHeaders.toJSON());
    }
  });

  it('refuses a body kind this app never sends instead of sending it otherwise', async () => {
    const ours = await replacement();
    const refused: [unknown, Record<string, string>][] = [
      [new URLSearchParams('a=1'), {}],
      [new Blob(['x']), {}],
      [new ArrayBuffer(2), {}],
      [{ a: 1 }, { 'Content-Type': 'application/x-www-form-urlencoded' }],
      [{ a: 1 }, { 'Content-Type': 'multipart/form-data' }],
    ];
    for (const [body, headers] of refused)
      expect(() => ours.transformRequest[0]!.call({ ...axiosDefaults }, body, new AxiosHeaders(headers))).toThrow(TypeError);
  });

  it('reads every answer as axios read it', async () => {
    const ours = await replacement();
    for (const text of ['{"code":0,"data":{"a":1}}', 'not json', '', '[1,2]', ' 42 ', 'null']) {
      for (const responseType of [undefined, 'json', 'text']) {
        const config = { ...axiosDefaults, responseType };
        const read = (t: (this: object, data: unknown) => unknown) => {
          try {
            return { value: t.call(config, text) };
          } catch (error) {
            return { error: String(error) };
          }
        };
        expect(read(ours.transformResponse[0]!), `${text} as ${String(responseType)}`).toEqual(read(axiosDefaults.transformResponse[0]!));
      }
    }
  });
});
