import type { Plugin } from 'vite';

/**
 * axios's defaults module serialises every kind of body (HTML forms, files, blobs, URLSearchParams,
 * multipart and URL-encoded objects) with helpers this app never reaches: it sends JSON objects,
 * strings it form-encodes itself (`src/api/request-parts.ts`) and FormData (the complaint upload).
 * In production builds the module is replaced by the same defaults with a request transform for
 * those kinds only (the same code path axios takes for them) that refuses any other kind, instead
 * of sending it otherwise than axios would. Recorded in
 * docs/decisions/0105-first-load-as-fetched.md; it buys 2.3 KB gzip on each of the 21 pages that
 * call the API (docs/decisions/0122-one-router-package-and-rewrites-apart.md). The copy below
 * follows the installed axios: tests/architecture/library-patches.test.ts compares it with the
 * installed module (settings, and every body and answer the app sends and reads), so an axios
 * upgrade that changes the module fails there until the copy is brought in line.
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
