// Few requests per page (docs/decisions/0045-few-chunks.md). Left to itself the
// bundler splits code shared by the app and its lazy pages into ~20 small chunks; on a slow
// network over HTTP/1.1 each costs a round trip on one of six connections. The app module
// (src/main.tsx) always loads before any page, so everything it imports statically goes into its
// chunk; code shared by flow pages goes into four chunks (xstate, forms, zod, and the HTTP/API layer: axios
// and src/api's client modules), each under the 30 KB lazy-chunk budget; a page's own modules stay in
// the page's chunk. Each endpoint family's calls and schemas (src/api/loan.ts, voucher.ts...) go with
// the pages that call them, not into the API chunk every loan page loads.
const APP_ENTRY = /[\\/]src[\\/]main\.tsx$/;

const CHUNK_GROUPS = [
  // With xstate, what every page that runs a machine takes with it: starting it, reading its view
  // model, and a failed invoke's params (each was a chunk of its own, of 0.1-0.2 KB).
  {
    name: 'flow',
    test: /[\\/]node_modules[\\/](xstate|@xstate)[\\/]|[\\/]src[\\/](flows[\\/]shared[\\/](use-flow-actor|use-flow-view)|session[\\/]machine-options)\.|[\\/]machines[\\/]shared[\\/]failure\./,
  },
  { name: 'form', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { name: 'schema', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\./ },
  // Sending a request ahead (src/api/send-early.ts) is the next-tap code's, loaded when idle: not in it.
  // Which entries were shown from kept answers (src/lib/kept-entries.ts, 0128) goes with the early
  // answers: the pages that act on a current answer read it, and alone it was a chunk of its own.
  {
    name: 'api',
    test: /[\\/]node_modules[\\/]axios[\\/]|[\\/]src[\\/]api[\\/](axios-core|clients|early-response|endpoints|envelope-code|errors|http|index|request-parts|schema-kit|use-api-clients)\.|[\\/]src[\\/]lib[\\/]kept-entries\./,
  },
  // What every page with payment codes needs (copy), together: the extension page's loaded view is a
  // lazy module, and left to itself the bundler would put it beside the channel list, which the
  // payment-instructions page does not show. The drawn barcode's loader is not in it: on the pay
  // channel pages only the scan-to-pay modal, fetched after the page's load, uses it (0105).
  // The URL lists by use (docs/decisions/0097): their own small chunk, so the pages that check a
  // URL do not take in whatever other small shared module the bundler would merge them with.
  // The public pages' frame (navigation, footer) and its text, in a chunk of their own: left to
  // itself the bundler merges them with small UI modules loan pages need (the route link, the
  // hydration flag), and a group takes in its modules' imports, so those have a group of their own.
  { name: 'shared-public', test: /[\\/]src[\\/](flows[\\/]shared[\\/]marketing-shell|i18n[\\/]messages[\\/]public)\./ },
  { name: 'shared-urls', test: /[\\/]src[\\/]config[\\/]url-lists\./ },
  { name: 'shared-pay', test: /[\\/]src[\\/]flows[\\/]shared[\\/]pay-channels[\\/](copy-text|use-copy)\./ },
  // The payment code's call and the values it acts on, and the drawn barcode's loader with the mail
  // link: the payment instructions pages need both. Left to the bundler, each small group was merged
  // with another family's module (the loan API with its product header; the complaint problem API),
  // 1.1 KB those pages fetched for nothing (0105).
  { name: 'shared-voucher', test: /[\\/]src[\\/](api[\\/]voucher|session[\\/]voucher-values)\./ },
  { name: 'shared-barcode', test: /[\\/]src[\\/]flows[\\/]shared[\\/]pay-channels[\\/](lazy-barcode|mailto)\./ },
];

// Small UI modules many flow pages need, in two chunks of their own (links: the route link and the
// hydration flag; data pages: a failure's text and the loading frame). Left to the bundler they are
// merged with whatever small shared module is near (the public pages' frame, the pay-channel texts),
// which pages not using those then fetch too. A group takes in the modules its own import unless a
// group of higher priority has them: the links' group comes before the public pages' frame (which
// imports them), the frames' group after the library groups (the API's errors stay in the API's).
const SHARED_UI = [
  { name: 'shared-links', test: /[\\/]src[\\/]ui[\\/](route-link|use-hydrated)\./, priority: 25 },
  // The acted-on value readers the voucher group imports: their own chunk, as before, not taken into it.
  { name: 'shared-values', test: /[\\/]src[\\/](lib[\\/]acted-on|session[\\/]page-values)\./, priority: 25 },
  { name: 'shared-frames', test: /[\\/]src[\\/]ui[\\/](error-text|loading-frame|first-answer-slot)\./, priority: 15 },
];

/** Vite plugin: the module graph decides what is the app's; `output.codeSplitting` applies it. */
export function chunkGroups() {
  const appModules = new Set();
  const entryModules = new Set();
  const lazyModules = new Set(); // dynamic-import targets (pages): each keeps a chunk of its own
  return {
    name: 'chunk-groups',
    apply: 'build',
    config(config) {
      if (config.build?.ssr) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              // Chunks of shared page code are named by the pages that use them; a hash is enough.
              chunkFileNames: (chunk) => (chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
              codeSplitting: {
                groups: [
                  { name: 'main', test: (id) => appModules.has(id) || id.startsWith('\0rolldown/runtime'), priority: 40 },
                  { name: 'boot', test: (id) => entryModules.has(id), priority: 30 },
                  ...CHUNK_GROUPS.map((g) => ({ ...g, priority: 20 })),
                  ...SHARED_UI,
                  // Modules shared by several pages (UI pieces, page helpers): one chunk, not one each.
                  {
                    name: 'shared',
                    test: (id) => /[\\/]src[\\/]/.test(id) && !lazyModules.has(id),
                    minShareCount: 2,
                    priority: 10,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 2000,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      for (const id of this.getModuleIds()) for (const dep of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazyModules.add(dep);
      const closure = (start, into) => {
        const stack = [start];
        while (stack.length) {
          const id = stack.pop();
          if (into.has(id)) continue;
          into.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) stack.push(dep);
        }
      };
      // The build's entry is index.html's script, the app (src/main.tsx): a page's inline script asks
      // for it (docs/how-a-page-loads.md). What the app needs, Vite's preload helper included, is the
      // app's chunk.
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) closure(id, entryModules);
      const app = [...this.getModuleIds()].find((id) => APP_ENTRY.test(id));
      if (app) closure(app, appModules);
      appModules.add('\0vite/preload-helper.js');
    },
  };
}
