// Prerendering (docs/decisions/0043-prerendered-pages.md). After the client build, renders every
// path route to static HTML (its first view, in the default language) and writes
// `<path>/index.html` with the app's CSS (and, for a loading view, its module preloads), plus `app.html`, the loading
// view, for any other path. Hosts serve `<path>/index.html` when it exists, else `app.html`
// (`previewRewrite` does this for `vite preview`; scripts/bench-server.mjs the same).
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { POLICY_FILE, builtPolicy, contentSecurityPolicy } from './csp.mjs';

const SSR_ENTRY = 'src/prerender.tsx';

/** The file a host serves for `pathname` from `distDir`: a prerendered page, else app.html. */
export function htmlFileFor(distDir, pathname) {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  if (clean.includes('..')) return path.join(distDir, 'app.html');
  const file = clean === '/' ? path.join(distDir, 'index.html') : path.join(distDir, clean, 'index.html');
  return existsSync(file) ? file : path.join(distDir, 'app.html');
}

/** `vite preview` middleware: page requests go to their prerendered file or to app.html. */
export function previewRewrite() {
  return {
    name: 'prerendered-pages-preview',
    configurePreviewServer(server) {
      const distDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        // The build's policy (its inline stylesheet's hash included): read per request, so a
        // rebuilt dist/ is served with its own.
        res.setHeader('Content-Security-Policy', builtPolicy(distDir));
        const url = new URL(req.url ?? '/', 'http://preview.invalid');
        const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url.pathname);
        if (wantsPage && existsSync(path.join(distDir, 'app.html'))) {
          req.url = '/' + path.relative(distDir, htmlFileFor(distDir, url.pathname)).split(path.sep).join('/') + url.search;
        }
        next();
      });
    },
  };
}

/** Vite plugin: prerenders after a client build (skipped for SSR builds and when PRERENDER=0). */
export function prerenderPages() {
  let config;
  const chunks = new Map(); // absolute module id -> { file, imports, css }
  const byFile = new Map();
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const info = { file: chunk.fileName, imports: chunk.imports, css: [...(chunk.viteMetadata?.importedCss ?? [])] };
        byFile.set(chunk.fileName, info);
        if (chunk.facadeModuleId) chunks.set(chunk.facadeModuleId, info);
      }
    },
    async closeBundle() {
      if (config.build.ssr || process.env.PRERENDER === '0') return;
      const root = config.root;
      const outDir = path.resolve(root, config.build.outDir);
      // A fresh folder per build: Node caches modules by URL, and a query string would load a second
      // copy of the entry beside the chunks that import it (two React contexts).
      const ssrDir = path.join(root, 'node_modules/.prerender', `${path.basename(outDir)}-${process.pid}-${Date.now()}`);
      const { build } = await import('vite');
      await build({
        root,
        mode: config.mode,
        logLevel: 'warn',
        configFile: config.configFile,
        build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, manifest: false, ssrManifest: false },
      });
      const restore = await browserGlobals();
      const mod = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
      // The app's one stylesheet (~5 KB gzip) goes into every page as a <style> element: no
      // render-blocking request before the first paint (docs/decisions/0047-inline-stylesheet.md).
      // The CSP allows that element by its hash; the policy is written beside the pages.
      let template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const styleHashes = [];
      template = template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_, file) => {
        const css = readFileSync(path.join(outDir, file), 'utf8');
        if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
        styleHashes.push(`sha256-${createHash('sha256').update(css).digest('base64')}`);
        return `<style>${css}</style>`;
      });
      writeFileSync(path.join(outDir, POLICY_FILE), `${contentSecurityPolicy(process.env, { styleHashes })}\n`);
      const modules = routeModules(root);
      const closure = (info, seen = new Set()) => {
        if (!info || seen.has(info.file)) return seen;
        seen.add(info.file);
        for (const f of info.imports) closure(byFile.get(f), seen);
        return seen;
      };
      const inHtml = new Set([...template.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
      // The app module (src/main.tsx, imported by src/boot.ts) brings the global CSS: every page needs it.
      const appFiles = [...closure(chunks.get(path.resolve(root, 'src/main.tsx')))];
      // Largest first: the browser asks for them in this order, so the longest download starts first.
      const sizeOf = (f) => statSync(path.join(outDir, f)).size;
      const bySizeDown = (files) => [...files].sort((a, b) => sizeOf(b) - sizeOf(a));
      const page = (body, routeModule) => {
        const routeFiles = routeModule ? [...closure(chunks.get(path.resolve(root, 'src/app', routeModule) + ext(root, routeModule)))] : [];
        const files = [...new Set([...appFiles, ...routeFiles])];
        const css = [...new Set(files.flatMap((f) => byFile.get(f)?.css ?? []))].filter((f) => !inHtml.has(f));
        // A page whose first view is content (the public pages) loads no module before its first
        // paint: src/boot.ts preloads the page's own modules (listed on #root) once it has painted.
        // A page whose first view is its loading state (the loan pages) needs its modules and data
        // as soon as possible: the HTML preloads the app's and the page's modules, the app starts at once
        // (docs/decisions/0044-first-paint-before-scripts.md).
        const pageModules = routeFiles.filter((f) => !inHtml.has(f) && !appFiles.includes(f)).map((f) => `/${f}`);
        const loadingView = body.includes('ui-page-state');
        const links = [
          ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...(loadingView ? bySizeDown([...appFiles.filter((f) => !inHtml.has(f)).map((f) => `/${f}`), ...pageModules]).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`) : []),
        ].join('\n    ');
        const rootTag = pageModules.length && !loadingView ? `<div id="root" data-modules="${pageModules.join(' ')}">` : '<div id="root">';
        return template.replace('</head>', links ? `  ${links}\n  </head>` : '</head>').replace('<div id="root"></div>', `${rootTag}${body}</div>`);
      };
      let count = 0;
      for (const { name, path: routePath } of mod.prerenderPaths) {
        const file = routePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, routePath, 'index.html');
        mkdirSync(path.dirname(file), { recursive: true });
        const body = await mod.render(routePath);
        // The Content Security Policy (style-src 'self') refuses style attributes in markup.
        if (/\sstyle="/.test(body)) throw new Error(`prerendered ${routePath} has a style attribute, which the CSP refuses`);
        writeFileSync(file, page(body, modules[name]));
        count++;
      }
      writeFileSync(path.join(outDir, 'app.html'), page(mod.renderShell(), null));
      restore();
      rmSync(ssrDir, { recursive: true, force: true });
      config.logger.info(`prerendered ${count} pages and app.html`);
    },
  };
}

/**
 * The app reads browser globals (bridge detection, storage, the user agent) as it renders, as it
 * may in a webview; prerendering gives it a blank jsdom window, so a page renders its first view
 * exactly as for a first-time browser visitor.
 */
async function browserGlobals() {
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

function ext(root, mod) {
  const base = path.resolve(root, 'src/app', mod);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].find((e) => existsSync(base + e)) ?? '';
}

function routeModules(root) {
  const src = readFileSync(path.join(root, 'src/app/route-table.ts'), 'utf8');
  const lazies = Object.fromEntries([...src.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)\);/g)].map(([, v, m]) => [v, m]));
  const out = {};
  for (const [, name, arg] of src.matchAll(/entry\('(\w+)',\s*'[^']*'(?:,\s*(\w+))?/g)) out[name] = lazies[arg ?? 'NotYet'] ?? null;
  return out;
}
