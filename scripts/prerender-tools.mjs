// Build-time tools of the prerender step (scripts/prerender.mjs): a blank browser for the app's
// render, and the pages' inline scripts built on their own.
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The app reads browser globals (bridge detection, storage, the user agent) as it renders, as it
 * may in a webview; prerendering gives it a blank jsdom window, so a page renders its first view
 * exactly as for a first-time browser visitor.
 */
export async function browserGlobals() {
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  const names = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement', 'Node', 'matchMedia'];
  const saved = names.map((n) => [n, Object.getOwnPropertyDescriptor(globalThis, n)]);
  for (const n of names) Object.defineProperty(globalThis, n, { value: window[n], configurable: true, writable: true });
  return () => {
    for (const [n, d] of saved) {
      if (d) Object.defineProperty(globalThis, n, d);
      else delete globalThis[n];
    }
    window.close();
  };
}

/** Builds `entry` on its own (no config file, nothing written) with `options`; its one chunk, which imports nothing. */
async function buildOneChunk(root, mode, entry, options) {
  const { build } = await import('vite');
  const result = await build({ root, mode, configFile: false, logLevel: 'warn', ...options });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || chunks[0].imports.length || chunks[0].dynamicImports?.length)
    throw new Error(`${entry} must build to one chunk with no imports`);
  return chunks[0];
}

/** An inline script entry as one minified classic script (a function run at once) with no import of its own. */
export async function buildBoot(root, mode, entry) {
  const chunk = await buildOneChunk(root, mode, entry, {
    build: {
      write: false,
      target: 'es2020',
      modulePreload: false,
      rolldownOptions: { input: path.join(root, entry), output: { format: 'iife' } },
    },
  });
  const code = chunk.code.trim();
  if (/<\/script/i.test(code)) throw new Error(`${entry} cannot be inlined: it contains </script`);
  return code;
}

/**
 * A module the inline script imports when needed, as one minified ES module with no import of its
 * own, its exports kept (src/first-paint/kept-voucher-paint.ts). Returns its code.
 */
export async function buildBootModule(root, mode, entry) {
  const chunk = await buildOneChunk(root, mode, entry, {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      modulePreload: false,
      lib: { entry: path.join(root, entry), formats: ['es'], fileName: () => 'module.js' },
      // Vite's library mode keeps an ES module's whitespace: this one is fetched and run on a phone.
      rolldownOptions: { output: { minify: true } },
    },
  });
  return chunk.code;
}

export function ext(root, mod) {
  const base = path.resolve(root, 'src/app', mod);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].find((e) => existsSync(base + e)) ?? '';
}
