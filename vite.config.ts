import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { prerenderPages, previewRewrite } from './scripts/prerender.mjs';
import { chunkGroups } from './scripts/chunk-groups.mjs';
import { hostConfig } from './scripts/host-config.mjs';

/**
 * `src/api/axios-core.ts` gives every axios request its own fetch adapter, so axios's adapter
 * registry (with its XHR and fetch adapters, progress, cookie and stream helpers) is dead weight
 * in the browser. Replace it with one that returns the configured adapter. Node tests keep the
 * real registry (it returns the same adapter). Recorded in docs/decisions/0042-axios-core.md; it
 * buys 6.6 KB gzip on every page that calls the API (decision 0091), and
 * tests/architecture/library-patches.test.ts fails when the installed axios no longer matches it.
 */
export function axiosAdapterFromConfigOnly(): Plugin {
  const stub = '\0axios-adapters-stub';
  return {
    name: 'axios-adapter-from-config-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../adapters/adapters.js' && importer && /axios[\\/]lib[\\/]core[\\/]dispatchRequest\.js$/.test(importer)) return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return [
        'export default {',
        '  getAdapter(adapter) {',
        "    if (typeof adapter !== 'function') throw new Error('axios: this build only runs a configured adapter function');",
        '    return adapter;',
        '  },',
        '};',
      ].join('\n');
    },
  };
}

/**
 * axios's defaults module serialises every kind of body (HTML forms, files, blobs, URLSearchParams,
 * multipart and URL-encoded objects) with helpers this app never reaches: it sends JSON objects,
 * strings it form-encodes itself (`src/api/request-parts.ts`) and FormData (the complaint upload).
 * In production builds the module is replaced by the same defaults with a request transform for
 * those kinds only (the same code path axios takes for them) that refuses any other kind, instead of
 * sending it otherwise than axios would. Recorded in docs/decisions/0105-first-load-as-fetched.md;
 * tests/architecture/library-patches.test.ts compares it with the installed module.
 */
export const AXIOS_DEFAULTS_FOR_THIS_APP = `import utils from '../utils.js';
import AxiosError from '../core/AxiosError.js';
import transitionalDefaults from './transitional.js';
import methodList from '../core/methodList.js';

const own = (obj, key) => (obj != null && utils.hasOwnProp(obj, key) ? obj[key] : undefined);

function stringifySafely(rawValue) {
  if (utils.isString(rawValue)) {
    try {
      JSON.parse(rawValue);
      return utils.trim(rawValue);
    } catch (e) {
      if (e.name !== 'SyntaxError') throw e;
    }
  }
  return JSON.stringify(rawValue);
}

const plain = (data) => {
  const proto = Object.getPrototypeOf(data);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
};

const defaults = {
  transitional: transitionalDefaults,
  adapter: ['xhr', 'http', 'fetch'],
  transformRequest: [
    function transformRequest(data, headers) {
      const contentType = headers.getContentType() || '';
      const hasJSONContentType = contentType.indexOf('application/json') > -1;
      if (utils.isFormData(data) && !hasJSONContentType) return data;
      if (utils.isObject(data)) {
        if (!plain(data) || utils.isFormData(data) || /application\\/x-www-form-urlencoded|multipart\\/form-data/.test(contentType)) {
          throw new TypeError('this build sends JSON, strings and FormData only');
        }
        headers.setContentType('application/json', false);
        return stringifySafely(data);
      }
      if (hasJSONContentType) {
        headers.setContentType('application/json', false);
        return stringifySafely(data);
      }
      return data;
    },
  ],
  transformResponse: [
    function transformResponse(data) {
      const transitional = own(this, 'transitional') || defaults.transitional;
      const forcedJSONParsing = transitional && transitional.forcedJSONParsing;
      const responseType = own(this, 'responseType');
      const JSONRequested = responseType === 'json';

      if (utils.isResponse(data) || utils.isReadableStream(data)) {
        return data;
      }

      if (data && utils.isString(data) && ((forcedJSONParsing && !responseType) || JSONRequested)) {
        const silentJSONParsing = transitional && transitional.silentJSONParsing;
        const strictJSONParsing = !silentJSONParsing && JSONRequested;

        try {
          return JSON.parse(data, own(this, 'parseReviver'));
        } catch (e) {
          if (strictJSONParsing) {
            if (e.name === 'SyntaxError') {
              throw AxiosError.from(e, AxiosError.ERR_BAD_RESPONSE, this, null, own(this, 'response'));
            }
            throw e;
          }
        }
      }

      return data;
    },
  ],
  timeout: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  maxContentLength: -1,
  maxBodyLength: -1,
  env: {
    FormData: typeof FormData !== 'undefined' ? FormData : null,
    Blob: typeof Blob !== 'undefined' ? Blob : null,
  },
  validateStatus: function validateStatus(status) {
    return status >= 200 && status < 300;
  },
  headers: {
    common: {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': undefined,
    },
  },
};

utils.forEach(methodList, (method) => {
  defaults.headers[method] = {};
});

export default defaults;
`;

export function axiosDefaultsForThisApp(): Plugin {
  return {
    name: 'axios-defaults-for-this-app',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return /[\\/]node_modules[\\/]axios[\\/]lib[\\/]defaults[\\/]index\.js$/.test(id) ? AXIOS_DEFAULTS_FOR_THIS_APP : null;
    },
  };
}

/** The names axios's `utils.js` gives its helpers: the keys of its default export, with the local each reads. */
export function axiosUtilsNames(utilsSource: string): { key: string; local: string }[] {
  const body = /\nexport default \{\n([\s\S]*?)\n\};\s*$/.exec(utilsSource);
  if (!body?.[1]) throw new Error('axios/lib/utils.js: no `export default { ... };` at its end');
  return body[1]
    .split('\n')
    .map((line) =>
      line
        .replace(/\/\/.*$/, '')
        .trim()
        .replace(/,$/, ''),
    )
    .filter(Boolean)
    .map((entry) => {
      const m = /^([\w$]+)(?:\s*:\s*([\w$]+))?$/.exec(entry);
      if (!m?.[1]) throw new Error(`axios/lib/utils.js: unexpected entry in its default export: ${entry}`);
      return { key: m[1], local: m[2] ?? m[1] };
    });
}

/**
 * axios's helpers are one object (`export default { isArray, merge, ... }`), imported whole by each
 * of its modules: a bundler keeps every helper, used or not. In production builds `utils.js` also
 * exports each helper by name and axios's modules import it as a namespace (`import * as utils`), so
 * only the helpers read (`utils.isArray`) stay. `toFormData.js` hands the `is…` helpers to a form
 * visitor as one object built from the whole `utils`; it gets the same object, listed by name.
 */
export function axiosUtilsByName(): Plugin {
  return {
    name: 'axios-utils-by-name',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]axios[\\/]lib[\\/]/.test(id)) return null;
      if (/[\\/]axios[\\/]lib[\\/]utils\.js$/.test(id)) {
        const names = axiosUtilsNames(code).map(({ key, local }) => (key === local ? key : `${local} as ${key}`));
        return { code: `${code}\nexport { ${names.join(', ')} };\n`, map: null };
      }
      let out = code.replace(/^import utils from (['"])((?:\.\.?\/)+)utils\.js\1;$/m, 'import * as utils from $1$2utils.js$1;');
      if (/[\\/]helpers[\\/]toFormData\.js$/.test(id)) {
        const predicates =
          /^const predicates = utils\.toFlatObject\(utils, \{\}, null, function filter\(prop\) \{\n\s*return \/\^is\[A-Z\]\/\.test\(prop\);\n\}\);$/m;
        if (!predicates.test(out)) throw new Error('axios/lib/helpers/toFormData.js: its `predicates` line has changed');
        const utilsPath = id.replace(/helpers[\\/]toFormData\.js$/, 'utils.js');
        const keys = axiosUtilsNames(readFileSync(utilsPath, 'utf8'))
          .map(({ key }) => key)
          .filter((key) => /^is[A-Z]/.test(key));
        out = out.replace(predicates, () => `const predicates = { ${keys.map((k) => `${k}: utils.${k}`).join(', ')} };`);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * axios serializes a request's `params` object with its form encoder (`AxiosURLSearchParams`, built
 * on `toFormData`: about 1.5 KB of gzip on every page that calls the API). This app writes a
 * request's query into its URL itself (`appendQuery`, src/api/request-parts.ts) and never gives
 * axios `params`. In production builds `buildURL.js` keeps its other ways (no params,
 * `URLSearchParams`, a serializer function) and refuses a params object instead of serializing it:
 * nothing is sent in another form than the app wrote it. The build stops when the module changes.
 */
export const AXIOS_PARAMS_IMPORT = "import AxiosURLSearchParams from './AxiosURLSearchParams.js';";
export const AXIOS_PARAMS_USE = 'new AxiosURLSearchParams(params, _options).toString(_encode)';

export function axiosQueryInTheUrl(): Plugin {
  return {
    name: 'axios-query-in-the-url',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]axios[\\/]lib[\\/]helpers[\\/]buildURL\.js$/.test(id)) return null;
      if (code.split(AXIOS_PARAMS_IMPORT).length !== 2 || code.split(AXIOS_PARAMS_USE).length !== 2)
        throw new Error('axios/lib/helpers/buildURL.js: its params serializer has changed');
      const refuse =
        "\nfunction refuseParams() {\n  throw new TypeError('this build sends a query written into the URL, never a params object');\n}\n";
      return { code: code.replace(AXIOS_PARAMS_IMPORT, '').replace(AXIOS_PARAMS_USE, 'refuseParams()') + refuse, map: null };
    },
  };
}

/**
 * Vite's helper for a dynamic `import()` (`__vitePreload`): it asks for the imported chunk's own
 * imports beside it (`<link rel="modulepreload">`), so they do not wait for it. Vite's version also
 * loads CSS chunks, waits for them and reads a CSP nonce: this build has one stylesheet, inlined in
 * the page (`cssCodeSplit: false`), and a policy by hashes, so none of that runs. The same helper for
 * scripts only, with the same `vite:preloadError` event on a failed import. Recorded in
 * docs/decisions/0105-first-load-as-fetched.md; tests/architecture/library-patches.test.ts runs it
 * and fails when Vite no longer names or calls its helper this way.
 */
export const leanPreloadHelperCode = (base: string) => `const base = ${JSON.stringify(base)};
const rel = /* @__PURE__ */ (() => {
  const list = typeof document !== 'undefined' && document.createElement('link').relList;
  return list && list.supports && list.supports('modulepreload') ? 'modulepreload' : 'preload';
})();
const seen = {};
export const __vitePreload = (baseModule, deps) => {
  if (deps && deps.length > 0) {
    const present = new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
    for (const dep of deps) {
      const href = new URL(base + dep, import.meta.url).href;
      if (seen[href] || present.has(href)) continue;
      seen[href] = true;
      const link = document.createElement('link');
      link.rel = rel;
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
  return Promise.resolve()
    .then(baseModule)
    .catch((error) => {
      const event = new Event('vite:preloadError', { cancelable: true });
      event.payload = error;
      window.dispatchEvent(event);
      if (!event.defaultPrevented) throw error;
    });
};
`;

export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

export function leanPreloadHelper(): Plugin {
  // Vite resolves a relative base (Storybook's static build) against the importing chunk; this
  // helper does not, so it leaves Vite's own helper there.
  let base: string | null = '/';
  return {
    name: 'lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base.startsWith('/') ? config.base : null;
    },
    load(id) {
      return id === VITE_PRELOAD_HELPER_ID && base !== null ? { code: leanPreloadHelperCode(base), moduleSideEffects: false } : null;
    },
  };
}

/**
 * A top-level `var X = class extends React.Component {...};` and the static assignments after it
 * (`X.contextType = ...;`): the `extends` expression and the assignments count as side effects, so
 * the error boundaries of the data routers and framework mode, and all they render (the framework's
 * `<Scripts>`, its route manifest, route matching), stayed in every bundle. The same class, built and
 * returned by an arrow function called once and marked pure, goes when nothing uses it.
 */
const COMPONENT_CLASS = /^var ([\w$]+) = class extends ([\w$]+\.Component) \{\n([\s\S]*?)\n\};\n((?:\1\.\w+ = [^\n]+;\n)*)/gm;

/**
 * React Router's published modules keep their whole data-router and framework-mode code alive in
 * every bundle: top-level `X.displayName = ...` assignments and un-annotated `React.createContext`
 * / `React.forwardRef` / `new URL(...)` calls count as side effects, so nothing they reach can be
 * tree-shaken (~9 KB gzip on every page for an app that only uses BrowserRouter and a few hooks).
 * In production builds drop the display names (a development-tools nicety) and mark those calls
 * pure, and build the component classes in a call marked pure (COMPONENT_CLASS above). Recorded in
 * docs/decisions/0041-router-tree-shaking.md; it buys 7.6 KB gzip on every page (decision 0091),
 * and the classes 1.0 KB more. `npm test` runs the app on the result, and
 * tests/architecture/library-patches.test.ts fails when the installed React Router no longer matches it.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      const out = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^(var [\w$]+ = )(new (?:URL|Set)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(COMPONENT_CLASS, (_, name: string, base: string, body: string, statics: string) =>
          [
            `var ${name} = /* @__PURE__ */ (() => {`,
            `const ${name} = class extends ${base} {${body}};`,
            ...statics
              .split('\n')
              .filter(Boolean)
              .map((line) => `\t${line}`),
            `return ${name};`,
            `})();\n`,
          ].join('\n'),
        );
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * @xstate/react imports `use-sync-external-store/shim` (and its `with-selector`): the shim
 * re-implements `useSyncExternalStore` for React 16 and 17 and, on React 18 and later, hands over
 * to React's own. The package's plain entries are React's own hook and the selector on top of it,
 * the same code the shim runs on this app's React 19, without the fallback. In production builds
 * resolve the shim's entries to them (docs/decisions/0105-first-load-as-fetched.md);
 * tests/architecture/library-patches.test.ts fails when the package no longer has them.
 */
export function syncExternalStoreFromReact(): Plugin {
  const hook = '\0use-sync-external-store-from-react';
  const withSelector: Record<string, string> = {
    'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    'use-sync-external-store/shim/with-selector.js': 'use-sync-external-store/with-selector',
  };
  return {
    name: 'use-sync-external-store-from-react',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source === 'use-sync-external-store/shim' || source === 'use-sync-external-store/shim/index.js') return hook;
      const target = withSelector[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
    load(id) {
      return id === hook ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}

// The demo backend is bundled in development and whenever VITE_DEMO=1; a build with a real
// API base (or a plain production build) leaves src/mocks out entirely.
export default defineConfig({
  plugins: [
    react(),
    axiosAdapterFromConfigOnly(),
    axiosDefaultsForThisApp(),
    axiosUtilsByName(),
    axiosQueryInTheUrl(),
    leanPreloadHelper(),
    reactRouterTreeShaking(),
    syncExternalStoreFromReact(),
    chunkGroups(),
    prerenderPages(),
    previewRewrite(),
    hostConfig(),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  // The production build is previewed (and tested end to end) under its Content Security Policy,
  // which `previewRewrite` reads from the build (dist/content-security-policy.txt).
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    // One stylesheet for the whole app (~5 KB gzip): one render-blocking request per page instead
    // of one per module, cached across pages (docs/decisions/0044-first-paint-before-scripts.md).
    cssCodeSplit: false,
    // No module-preload polyfill (0.4 KB on every page): every supported browser but Safari before
    // 17 preloads modules, and there the page's inline script (src/first-paint/app-start.ts) and
    // Vite's preload helper preload the scripts as plain scripts.
    // The next-tap code (src/app/hops) loads when the page is idle: its imports follow it then, so
    // the app's chunk carries no list of them (docs/decisions/0102).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (/(^|\/)hops-[\w-]+\.js$/.test(file) ? [] : deps),
    },
  },
  test: {
    setupFiles: ['tests/helpers/setup.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', '.stryker-tmp/**'],
    css: false,
    restoreMocks: true,
    pool: 'threads',
    // Both cores (Vitest's default is one fewer than the cores: one here).
    maxWorkers: 2,
    testTimeout: 20000,
    // A worker's files share its module graph (none built anew per file): half the time. What
    // pages keep between tests is reset after each one (tests/helpers/setup.ts).
    isolate: false,
    // A DOM only where a test uses one: machines, unit and architecture tests run in Node, a file
    // there that needs a DOM says so in its first line (`// @vitest-environment jsdom`); views,
    // stories and the reliability suites render pages in jsdom (decision 0125).
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['tests/{machines,unit,architecture}/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'dom', include: ['tests/{views,stories,reliability}/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
