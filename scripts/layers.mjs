// The layers of the app's code, lowest first. A file may import only from its own layer's folder or
// from layers before it (docs/architecture.md, "Layers"). The order below is the one source: it is
// turned into dependency-cruiser's rules (`forbidden`, read by .dependency-cruiser.mjs and checked
// over the whole import graph by tests/architecture/layers.test.ts) and the lint rule `layers/order`
// applies the same rules to each import in the editor (scripts/eslint-layers.mjs).
//
//   lib → config → i18n → session, bridge → api → machines → ui → flows → app → first-paint → entry
//
// - session and bridge share a rank and do not import each other.
// - A flow (src/flows/<name>/) imports other flows only through the named shared folder
//   src/flows/shared/, which imports no flow.
// - machines/ (pure flow logic) may import types from src/api (the shapes it carries), nothing else
//   from src at all.
// - src/mocks, stories, tests, .storybook and scripts may import anything; the app imports none of
//   them, except the one exception below. Anything may import src/assets.
// - No import cycle in src/ or machines/, type imports included.
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

/** The files of a layer, as a regular expression over repository-relative paths. */
export function layerPath(layer) {
  if (layer === 'machines') return '^machines/';
  if (layer === 'entry') return '^src/[^/]+$'; // src/main.tsx ...
  return `^src/${layer}/`;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const order = layerOrder.map((names) => names.join(', ')).join(' → ');
const app = '^(src|machines)/';
const folders = [...layerOrder.flat().filter((l) => l !== 'machines' && l !== 'entry'), 'mocks', 'assets'];
const noLayer = `^src/(?!(${folders.join('|')})/)[^/]+/`;
// Files of the repository outside the app, and the demo backend. Packages, Node's own modules and
// imports that do not resolve (the typecheck reports those) are not this check's business.
const packages = ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'];
const outsideApp = { path: '^(?!src/|machines/)|^src/mocks/', dependencyTypesNot: packages, couldNotResolve: false };
const exceptionFrom = exceptions.map((e) => `^${escape(e.from)}$`).join('|');

/** dependency-cruiser's `forbidden` rules: the layer order above, and no import cycle. */
export const forbidden = [
  {
    name: 'no-cycle',
    comment: 'No import cycle in the app, type imports included: move what both files need into a file both import.',
    severity: 'error',
    from: { path: app },
    to: { circular: true },
  },
  {
    name: 'app-not-tests-or-mocks',
    comment: 'Nothing in the app imports tests, stories, mocks or scripts.',
    severity: 'error',
    from: { path: app, pathNot: `^src/mocks/|${exceptionFrom}` },
    to: outsideApp,
  },
  ...exceptions.map((e) => ({
    name: 'app-not-tests-or-mocks',
    comment: `Nothing in the app imports tests, stories, mocks or scripts; ${e.from} imports ${e.to} only: ${e.reason}.`,
    severity: 'error',
    from: { path: `^${escape(e.from)}$` },
    to: { ...outsideApp, pathNot: `^${escape(e.to)}$` },
  })),
  ...[
    { from: { path: noLayer }, to: {} },
    { from: { path: noLayer, orphan: true }, to: {} },
    { from: {}, to: { path: noLayer } },
  ].map((where) => ({
    name: 'in-a-layer',
    comment: `Each folder of src/ is a layer: put the file in one of ${folders.join(', ')} (scripts/layers.mjs).`,
    severity: 'error',
    ...where,
  })),
  ...[{ path: '^src/(?!api/|assets/)' }, { path: '^src/api/', dependencyTypesNot: ['type-only', 'type-import'] }].map((to) => ({
    name: 'machines-import-api-types',
    comment: 'machines/ imports only xstate, other machines and types from src/api (`import type`).',
    severity: 'error',
    from: { path: '^machines/' },
    to,
  })),
  ...[
    { from: { path: '^src/flows/([^/]+)/' }, to: { path: '^src/flows/', pathNot: '^src/flows/($1|shared)/' } },
    { from: { path: '^src/flows/[^/]+$' }, to: { path: '^src/flows/[^/]+/', pathNot: '^src/flows/shared/' } },
  ].map((where) => ({
    name: 'flows-meet-in-shared',
    comment: 'A flow does not import another flow: move what both need into src/flows/shared/, which imports no flow.',
    severity: 'error',
    ...where,
  })),
  {
    name: 'assets-import-no-code',
    comment: 'src/assets holds images and fonts: it imports no code.',
    severity: 'error',
    from: { path: '^src/assets/' },
    to: { path: app, pathNot: '^src/assets/' },
  },
  ...layerOrder.flatMap((names, rank) =>
    names
      .filter((layer) => layer !== 'machines')
      .map((layer) => ({
        layer,
        later: layerOrder
          .slice(rank)
          .flat()
          .filter((other) => other !== layer),
      }))
      .filter(({ later }) => later.length > 0)
      .map(({ layer, later }) => ({
        name: `layer-order-${layer}`,
        comment: `${layer} imports only its own folder and the layers before it${names.length > 1 ? ` (not ${names.filter((n) => n !== layer).join(', ')}, of its rank)` : ''}: ${order}.`,
        severity: 'error',
        from: { path: layerPath(layer) },
        to: { path: later.map(layerPath).join('|') },
      })),
  ),
];
