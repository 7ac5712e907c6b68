import type { Plugin } from 'vite';

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
 * docs/decisions/0041-router-tree-shaking.md; it buys 8.5 KB gzip on every page, the classes
 * included (docs/decisions/0122-one-router-package-and-rewrites-apart.md). `npm test` runs the app
 * on the result, and tests/architecture/library-patches.test.ts fails when the installed React
 * Router no longer matches it. Written for React Router 7's bundled `dist/*.mjs`: React Router 8
 * publishes unbundled `.js` modules, declared free of side effects, where it matches nothing (its
 * guard fails): that upgrade measures the pages without it, and drops it (0122).
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
