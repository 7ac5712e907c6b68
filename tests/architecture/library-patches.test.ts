// @vitest-environment happy-dom
import { cpSync, readFileSync, readdirSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import defaults from 'axios/unsafe/defaults/index.js';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAst, type Plugin } from 'vite';
import {
  AXIOS_DEFAULTS_FOR_THIS_APP,
  AXIOS_PARAMS_IMPORT,
  AXIOS_PARAMS_USE,
  axiosAdapterFromConfigOnly,
  axiosQueryInTheUrl,
  axiosUtilsByName,
  axiosUtilsNames,
  leanPreloadHelper,
  leanPreloadHelperCode,
  libraryRewrites,
  VITE_PRELOAD_HELPER_ID,
  reactRouterTreeShaking,
  syncExternalStoreFromReact,
} from '../../build/library-rewrites';
import viteConfig from '../../vite.config';

// The build rewrites or reaches into libraries' published code (build/library-rewrites/, one module per rewrite;
// docs/decisions/0091-library-patches.md, 0105, 0122).
// Each patch is written against the installed version; these tests fail when an upgrade changes
// what a patch relies on, instead of the patch silently doing nothing (or breaking the bundle).

type Transform = (code: string, id: string) => { code: string } | null;
const transformOf = (plugin: Plugin) => plugin.transform as unknown as Transform;

/** A copy of the installed axios/lib in a folder of its own under .vite/ (removed after the file's tests), to load modules from. */
const axiosCopies: string[] = [];
afterAll(() => axiosCopies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function copyOfAxiosLib(prefix: string): string {
  mkdirSync('.vite', { recursive: true });
  const dir = mkdtempSync(path.resolve(`.vite/${prefix}-`));
  axiosCopies.push(dir);
  cpSync(path.resolve('node_modules/axios/lib'), path.join(dir, 'lib'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  return path.join(dir, 'lib');
}

describe('build/library-rewrites/: one module per rewrite, each wired into the build and guarded here', () => {
  const REWRITES = [
    'axios-adapter-from-config-only',
    'axios-defaults-for-this-app',
    'axios-utils-by-name',
    'axios-query-in-the-url',
    'lean-preload-helper',
    'react-router-tree-shaking',
    'use-sync-external-store-from-react',
  ];

  it('vite.config.ts runs the seven rewrites, build-only, in this order', () => {
    const namesOf = (option: unknown): string[] =>
      Array.isArray(option)
        ? option.flatMap(namesOf)
        : option && typeof option === 'object' && 'name' in option && typeof option.name === 'string'
          ? [option.name]
          : [];
    const names = namesOf(viteConfig.plugins);
    expect(names.filter((name) => REWRITES.includes(name))).toEqual(REWRITES);
    expect(libraryRewrites().map((p) => [p.name, p.apply])).toEqual(REWRITES.map((name) => [name, 'build']));
  });

  it("each rewrite's module is named by a group of tests in this file", () => {
    const self = readFileSync('tests/architecture/library-patches.test.ts', 'utf8');
    const modules = readdirSync('build/library-rewrites').filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(modules).toHaveLength(REWRITES.length);
    expect(
      modules.filter((f) => !self.includes(`(build/library-rewrites/${f})', () => {`) && !self.includes(`(build/library-rewrites/${f})", () => {`)),
    ).toEqual([]);
  });
});

describe('React Router: display names dropped, calls marked pure (build/library-rewrites/react-router-tree-shaking.ts)', () => {
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

describe("axios: one adapter from the request's config (build/library-rewrites/axios-adapter-from-config.ts)", () => {
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

describe("use-sync-external-store: React's own hook in place of the shim (build/library-rewrites/sync-external-store-from-react.ts)", () => {
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

describe("axios: the defaults module with this app's body kinds only (build/library-rewrites/axios-defaults.ts)", () => {
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

describe('axios: its helpers imported by name (build/library-rewrites/axios-utils-by-name.ts)', () => {
  const lib = path.resolve('node_modules/axios/lib');
  const transform = transformOf(axiosUtilsByName());

  /** The installed axios/lib, each module as the build sees it, in a folder of its own. */
  function rewrittenCopy() {
    const dir = copyOfAxiosLib('axios-utils');
    const rewritten: string[] = [];
    for (const file of readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))) {
      const out = transform(readFileSync(path.join(lib, file), 'utf8'), path.join(lib, file));
      if (!out) continue;
      writeFileSync(path.join(dir, file), out.code);
      rewritten.push(file.split(path.sep).join('/'));
    }
    return { dir, rewritten };
  }
  const copy = rewrittenCopy();
  const load = (base: string, file: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ path.join(base, file));

  it('rewrites every module that imported the helpers object whole, and no other', () => {
    const importers = readdirSync(lib, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js') && /^import utils from '(?:\.\.?\/)+utils\.js';$/m.test(readFileSync(path.join(lib, f), 'utf8')))
      .map((f) => f.split(path.sep).join('/'));
    expect(importers.length).toBeGreaterThanOrEqual(25);
    expect(copy.rewritten.sort()).toEqual([...importers, 'utils.js'].sort());
    for (const file of importers) expect(readFileSync(path.join(copy.dir, file), 'utf8'), file).not.toMatch(/^import utils from/m);
  });

  it("exports every helper of utils.js's default object by name: the same function under the same key", async () => {
    const names = axiosUtilsNames(readFileSync(path.join(lib, 'utils.js'), 'utf8'));
    const ns = await load(copy.dir, 'utils.js');
    const whole = ns.default;
    if (typeof whole !== 'object' || whole === null) throw new Error('utils.js has no default object');
    expect(names.map((n) => n.key).sort()).toEqual(Object.keys(whole).sort());
    // Aliases the object gives under another name than the local one.
    expect(names).toContainEqual({ key: 'hasOwnProp', local: 'hasOwnProperty' });
    for (const { key } of names) expect(ns[key], key).toBe(Reflect.get(whole, key));
  });

  it('gives a form visitor the same `is…` helpers as the installed axios', async () => {
    const helpersOf = async (base: string) => {
      const toFormData = (await load(base, 'helpers/toFormData.js')).default;
      if (typeof toFormData !== 'function') throw new Error('no toFormData');
      let seen: Record<string, unknown> = {};
      toFormData({ a: 1 }, new FormData(), {
        visitor(_value: unknown, _key: unknown, _path: unknown, helpers: Record<string, unknown>) {
          seen = { ...helpers };
          return false;
        },
      });
      return seen;
    };
    const installed = await helpersOf(lib);
    const ours = await helpersOf(copy.dir);
    expect(Object.keys(ours).sort()).toEqual(Object.keys(installed).sort());
    expect(Object.keys(ours).filter((k) => k.startsWith('is')).length).toBeGreaterThanOrEqual(25);
    const samples = [
      [],
      {},
      'x',
      1,
      true,
      null,
      undefined,
      new Date(0),
      /x/,
      new URLSearchParams('a=1'),
      new FormData(),
      new Blob(['x']),
      new ArrayBuffer(1),
      new Uint8Array(1),
      () => 1,
    ];
    for (const key of Object.keys(installed).filter((k) => /^is[A-Z]/.test(k))) {
      const a = installed[key];
      const b = ours[key];
      if (typeof a !== 'function' || typeof b !== 'function') throw new Error(`${key} is not a function`);
      for (const value of samples) expect(Boolean(b(value)), `${key}(${String(value)})`).toBe(Boolean(a(value)));
    }
  });

  it('a request through the rewritten modules is what the installed axios makes of it', async () => {
    const requestThrough = async (base: string) => {
      const Axios = (await load(base, 'core/Axios.js')).default;
      const mergeConfig = (await load(base, 'core/mergeConfig.js')).default;
      const defaults = (await load(base, 'defaults/index.js')).default;
      const buildURL = (await load(base, 'helpers/buildURL.js')).default;
      const AxiosHeadersOf = (await load(base, 'core/AxiosHeaders.js')).default;
      if (typeof Axios !== 'function' || typeof mergeConfig !== 'function' || typeof buildURL !== 'function' || typeof AxiosHeadersOf !== 'function')
        throw new Error('axios modules missing');
      let sent: Record<string, unknown> = {};
      const adapter = (config: { url: string; params: unknown; data: unknown; headers: { toJSON: () => unknown } }) => {
        sent = { url: buildURL(config.url, config.params), data: config.data, headers: config.headers.toJSON() };
        return Promise.resolve({ data: '{"code":0,"data":{"n":1.5}}', status: 200, statusText: 'OK', headers: {}, config, request: null });
      };
      const instance: unknown = Reflect.construct(Axios, [mergeConfig(defaults, { adapter, headers: { 'X-Requested-With': 'XMLHttpRequest' } })]);
      const post: unknown = Reflect.get(Object(instance), 'post');
      if (typeof post !== 'function') throw new Error('no post');
      const response: unknown = await post.call(
        instance,
        '/api/x',
        { amount: '12.50', list: [1, 2] },
        { params: { q: [1, 2], r: { s: 't' }, u: 'a b' } },
      );
      return { sent, data: Reflect.get(Object(response), 'data') };
    };
    const ours = await requestThrough(copy.dir);
    expect(ours).toEqual(await requestThrough(lib));
    expect(ours.sent.url).toBe('/api/x?q%5B%5D=1&q%5B%5D=2&r%5Bs%5D=t&u=a+b');
    expect(ours.data).toEqual({ code: 0, data: { n: 1.5 } });
  });

  it('stops the build when toFormData.js no longer builds its helpers the way the rewrite expects', () => {
    const id = path.join(lib, 'helpers/toFormData.js');
    const changed = readFileSync(id, 'utf8').replace('return /^is[A-Z]/.test(prop);', 'return /^is/.test(prop);');
    expect(() => transform(changed, id)).toThrow(/predicates/);
  });
});

describe("Vite's preload helper for scripts only (build/library-rewrites/lean-preload-helper.ts)", () => {
  const vite = readdirSync('node_modules/vite/dist/node/chunks')
    .map((f) => readFileSync(path.join('node_modules/vite/dist/node/chunks', f), 'utf8'))
    .find((code) => code.includes('const preloadHelperId ='));
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('Vite still loads its helper from the module the build replaces, and calls it with the import and its dependencies', () => {
    expect(vite).toBeDefined();
    expect(VITE_PRELOAD_HELPER_ID).toBe('\0vite/preload-helper.js');
    expect(vite).toContain('const preloadHelperId = "\\0vite/preload-helper.js";');
    expect(vite).toContain('const preloadMethod = `__vitePreload`;');
    expect(vite).toContain('function preload(baseModule, deps, importerUrl) {');
  });

  /** The helper as the build writes it, as a module of its own. */
  async function helper(base = '/') {
    mkdirSync('.vite', { recursive: true });
    const dir = mkdtempSync(path.resolve('.vite/preload-helper-'));
    made.push(dir);
    const file = path.join(dir, 'preload-helper.mjs');
    writeFileSync(file, leanPreloadHelperCode(base));
    const mod: Record<string, unknown> = await import(/* @vite-ignore */ file);
    const preload = mod.__vitePreload;
    if (typeof preload !== 'function') throw new Error('no __vitePreload export');
    return (load: () => Promise<unknown>, deps?: string[]): Promise<unknown> => Promise.resolve(preload(load, deps));
  }
  const links = () => Array.from(document.head.querySelectorAll('link')).filter((l) => l.href.includes('/assets/'));

  it('asks for each dependency once, as a script, beside the import, and gives the import its module', async () => {
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    const preload = await helper('/app/');
    const module = { page: 1 };
    expect(await preload(() => Promise.resolve(module), ['assets/a.js', 'assets/b.js'])).toBe(module);
    expect(links().map((l) => new URL(l.href).pathname)).toEqual(['/app/assets/a.js', '/app/assets/b.js']);
    for (const link of links()) {
      expect(['modulepreload', 'preload']).toContain(link.rel);
      // Read as properties: jsdom does not reflect `as` to its attribute, as browsers do.
      expect(Reflect.get(link, 'as')).toBe('script');
      expect(Reflect.get(link, 'crossOrigin')).toBe('');
    }
    await preload(() => Promise.resolve(module), ['assets/b.js', 'assets/c.js']);
    expect(links().map((l) => new URL(l.href).pathname)).toEqual(['/app/assets/a.js', '/app/assets/b.js', '/app/assets/c.js']);
    expect(await preload(() => Promise.resolve(2))).toBe(2);
  });

  it("replaces Vite's helper under an absolute base only: a relative one (Storybook's static build) keeps Vite's", () => {
    for (const [base, replaced] of [
      ['/', true],
      ['/app/', true],
      ['./', false],
      ['', false],
    ] as const) {
      const plugin = leanPreloadHelper();
      const configResolved = plugin.configResolved as unknown as (config: { base: string }) => void;
      const load = plugin.load as unknown as (id: string) => { code: string } | null;
      configResolved({ base });
      expect(load(VITE_PRELOAD_HELPER_ID) !== null, base).toBe(replaced);
      if (replaced) expect(load(VITE_PRELOAD_HELPER_ID)?.code).toContain(`const base = ${JSON.stringify(base)};`);
      expect(load('src/main.tsx')).toBeNull();
    }
  });

  it('on a failed import: the vite:preloadError event, and the failure unless the event is cancelled', async () => {
    const preload = await helper();
    const failure = new Error('chunk gone');
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push(Reflect.get(event, 'payload'));
    window.addEventListener('vite:preloadError', listener);
    await expect(preload(() => Promise.reject(failure), ['assets/x.js'])).rejects.toBe(failure);
    expect(seen).toEqual([failure]);
    const cancel = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', cancel);
    await expect(preload(() => Promise.reject(failure))).resolves.toBeUndefined();
    expect(seen).toEqual([failure, failure]);
    window.removeEventListener('vite:preloadError', listener);
    window.removeEventListener('vite:preloadError', cancel);
  });
});

describe('axios: a query written into the URL, never a params object (build/library-rewrites/axios-query-in-the-url.ts)', () => {
  const lib = path.resolve('node_modules/axios/lib');
  const file = path.join(lib, 'helpers/buildURL.js');
  const installedSource = readFileSync(file, 'utf8');
  const transform = transformOf(axiosQueryInTheUrl());
  type BuildUrl = (url: string, params?: unknown, options?: unknown) => string;

  /** The installed buildURL.js, and the build's, each loaded beside the installed axios/lib. */
  async function both(): Promise<{ installed: BuildUrl; ours: BuildUrl }> {
    const dir = copyOfAxiosLib('axios-build-url');
    const out = transform(installedSource, file);
    if (!out) throw new Error('buildURL.js left as it was');
    writeFileSync(path.join(dir, 'helpers/buildURL.js'), out.code);
    const load = async (base: string): Promise<BuildUrl> => {
      const fn: unknown = ((await import(/* @vite-ignore */ path.join(base, 'helpers/buildURL.js'))) as Record<string, unknown>).default;
      if (typeof fn !== 'function') throw new Error('no buildURL');
      return (url, params, options) => String(Reflect.apply(fn, undefined, [url, params, options]));
    };
    return { installed: await load(lib), ours: await load(dir) };
  }

  it('still finds, in the installed module, the serializer it takes out (once each), and no other module is touched', () => {
    expect(installedSource.split(AXIOS_PARAMS_IMPORT).length).toBe(2);
    expect(installedSource.split(AXIOS_PARAMS_USE).length).toBe(2);
    expect(transform(readFileSync(path.join(lib, 'core/Axios.js'), 'utf8'), path.join(lib, 'core/Axios.js'))).toBeNull();
    expect(() => transform(installedSource.replace(AXIOS_PARAMS_USE, 'x'), file)).toThrow(/params serializer has changed/);
  });

  it('leaves out the form encoder, and keeps every other way to a URL as the installed axios builds it', async () => {
    const { installed, ours } = await both();
    const out = transform(installedSource, file);
    expect(out?.code).not.toContain('AxiosURLSearchParams');
    const cases: [string, unknown, unknown][] = [
      ['/v3/x?productId=7', undefined, undefined],
      ['/v3/x', null, undefined],
      ['/v3/x', new URLSearchParams('a=1&b=two words'), undefined],
      ['/v3/x?c=3#top', new URLSearchParams('a=1'), undefined],
      ['/v3/x', { a: 1 }, (p: Record<string, unknown>) => `n=${String(p.a)}`],
      ['/v3/x', { a: 1 }, { serialize: () => 'serialized=1' }],
      ['/v3/x', { a: 1 }, { serialize: () => '' }],
    ];
    for (const [url, params, options] of cases) expect(ours(url, params, options), url).toBe(installed(url, params, options));
    // Written out from axios's rules, so the table above is not only the two agreeing on nothing.
    expect(ours('/v3/x?c=3#top', new URLSearchParams('a=1'))).toBe('/v3/x?c=3&a=1');
  });

  it('refuses a params object, which the installed axios would send form-encoded', async () => {
    const { installed, ours } = await both();
    expect(installed('/v3/x', { q: [1, 2], r: 'a b' })).toBe('/v3/x?q%5B%5D=1&q%5B%5D=2&r=a+b');
    expect(() => ours('/v3/x', { q: [1, 2], r: 'a b' })).toThrow(TypeError);
  });

  it("the app's API layer never hands axios a params object: its query is in the URL", () => {
    // The modules that make axios requests: the client (http.ts) builds every request's config;
    // an upload's (upload-adapter.ts) sends the config http.ts built.
    const users = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .filter((f) => /from 'axios[/']|from '\.\/axios-core'|from '\.\.\/\.\.\/api\/axios-core'/.test(readFileSync(path.join('src', f), 'utf8')))
      .map((f) => f.split(path.sep).join('/'));
    expect(users.sort()).toEqual(['api/axios-core.ts', 'api/errors.ts', 'api/http.ts', 'api/upload-adapter.ts', 'app/hops/next-data.ts']);
    const http = readFileSync('src/api/http.ts', 'utf8');
    const configs = [...http.matchAll(/send\(instance, limit\(path\), (\{[^}]*\})/g)].map((m) => m[1]);
    expect(configs).toEqual(["{ method: 'GET', url: appendQuery(path, query) }", "{ method: 'POST', url: path, data, headers }"]);
    for (const f of users) expect(readFileSync(path.join('src', f), 'utf8'), f).not.toMatch(/\bparams(Serializer)?\s*:|\.params\s*=/);
  });
});
