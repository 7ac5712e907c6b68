// The layers of the app's code, lowest first. A file may import only from its own layer's folder or
// from layers before it (docs/architecture.md, "Layers"). Used by the lint rule `layers/order`
// (eslint.config.js) and by tests/architecture/layers.test.ts over the whole import graph.
//
//   lib → config → i18n → session, bridge → api → machines → ui → flows → app → first-paint → entry
//
// - session and bridge share a rank and do not import each other.
// - A flow (src/flows/<name>/) imports other flows only through the named shared folder
//   src/flows/shared/, which imports no flow.
// - machines/ (pure flow logic) may import types from src/api (the shapes it carries), nothing else
//   from src at all.
// - src/mocks, stories, tests, .storybook and scripts may import anything; the app imports none of
//   them, except the one exception below.
export const layerOrder = [
  ['lib'],
  ['config'],
  ['i18n'],
  ['session', 'bridge'],
  ['api'],
  ['machines'],
  ['ui'],
  ['flows'],
  ['app'],
  ['first-paint'],
  ['entry'],
];

/** Imports that break the order on purpose, each with its reason. */
export const exceptions = [
  {
    from: 'src/main.tsx',
    to: 'src/mocks/browser.ts',
    reason:
      'the development entry starts the in-browser demo backend before the app asks for data (a dynamic import a build without the demo backend leaves out)',
  },
];

const rank = new Map(layerOrder.flatMap((names, i) => names.map((n) => [n, i])));

/**
 * The layer of a repository-relative path ('src/api/http.ts'), or null for code outside the
 * layers (mocks, stories, tests, scripts, config files).
 */
export function layerOf(file) {
  const f = file.split('\\').join('/');
  if (f.startsWith('machines/')) return 'machines';
  const m = /^src\/([^/]+)(\/)?/.exec(f);
  if (!m) return null;
  if (!m[2]) return 'entry'; // src/main.tsx, src/boot.ts ...
  if (m[1] === 'mocks' || m[1] === 'assets') return m[1];
  return rank.has(m[1]) ? m[1] : 'unknown';
}

function flowOf(file) {
  const m = /^src\/flows\/([^/]+)\//.exec(file);
  return m ? m[1] : null;
}

/**
 * Why importing `to` from `from` breaks the layers, or null when it is allowed. Both are
 * repository-relative paths with forward slashes.
 */
export function layerViolation(from, to, typeOnly = false) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a === null) return null; // tests, stories, mocks, scripts import anything
  if (exceptions.some((e) => e.from === from && e.to === to)) return null;
  if (a === 'mocks') return null;
  if (b === 'assets') return null;
  if (b === null || b === 'mocks') return `${from} (${a}) must not import ${to}: nothing in the app imports tests, stories, mocks or scripts`;
  if (a === 'unknown' || b === 'unknown') return `${a === 'unknown' ? from : to} is in no layer: put it in one of ${layerOrder.flat().join(', ')}`;
  if (a === 'machines') {
    if (b === 'machines' || (typeOnly && b === 'api')) return null;
    return `machines/ imports only xstate, other machines and types from src/api, not ${to}`;
  }
  if (a === b) {
    if (a !== 'flows') return null;
    const fa = flowOf(from);
    const fb = flowOf(to);
    if (fa === fb || fb === 'shared') return null;
    return `the ${fa} flow must not import the ${fb} flow: move what both need into src/flows/shared/`;
  }
  if (rank.get(b) < rank.get(a)) return null;
  return `${a} must not import ${b} (${to}): layers run ${layerOrder.map((l) => l.join(', ')).join(' → ')}`;
}
