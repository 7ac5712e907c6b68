import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

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
 * exports each helper by name and axios's modules import it as a namespace (`import * as utils`),
 * so only the helpers read (`utils.isArray`) stay. `toFormData.js` hands the `is…` helpers to a
 * form visitor as one object built from the whole `utils`; it gets the same object, listed by name.
 * Recorded in docs/decisions/0105-first-load-as-fetched.md; it buys 1.2 KB gzip on each of the 21
 * pages that call the API (docs/decisions/0122-one-router-package-and-rewrites-apart.md).
 * tests/architecture/library-patches.test.ts runs the rewritten modules against the installed ones,
 * and the build stops when `toFormData.js` no longer has the line it rewrites.
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
