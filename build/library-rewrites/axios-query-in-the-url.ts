import type { Plugin } from 'vite';

/**
 * axios serializes a request's `params` object with its form encoder (`AxiosURLSearchParams`, built
 * on `toFormData`). This app writes a request's query into its URL itself (`appendQuery`,
 * src/api/request-parts.ts) and never gives axios `params`. In production builds `buildURL.js`
 * keeps its other ways (no params, `URLSearchParams`, a serializer function) and refuses a params
 * object instead of serializing it: nothing is sent in another form than the app wrote it. The
 * build stops when the module changes. Recorded in docs/decisions/0105-first-load-as-fetched.md; it
 * buys 1.4 KB gzip on each of the 21 pages that call the API
 * (docs/decisions/0122-one-router-package-and-rewrites-apart.md);
 * tests/architecture/library-patches.test.ts runs the rewritten module against the installed one.
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
