// Prerendering (docs/how-a-page-loads.md). After the client build, renders every path route to
// static HTML, its first view in each language, and writes `<path>/index.html` (Spanish) and
// `<path>/index.en.html` (English, `type=1`) with the app's CSS and the page's inline script in the
// page, the page's modules listed on #root for the inline script to ask for, and #root marked with
// the route and language it holds (the app hydrates it); plus `app.html` and `app.en.html`, the loading view, for
// any other path. Hosts serve the path's page in the query's language when it exists, else the app
// page (`htmlFileFor`; `previewRewrite` does this for `vite preview`, scripts/bench-server.mjs and
// the nginx configuration the same).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { POLICY_FILE, builtPolicy, contentSecurityPolicy } from './csp.mjs';
import { routeModules } from './route-modules.mjs';
import { dataNext, nextCode } from './next-code-files.mjs';
import { browserGlobals, buildBoot, buildBootModule, ext } from './prerender-tools.mjs';

const SSR_ENTRY = 'src/first-paint/prerender.tsx';
const BOOT_ENTRY = 'src/first-paint/boot.ts';
const BOOT_DATA_ENTRY = 'src/first-paint/boot-data.ts';
const BOOT_VOUCHER_ENTRY = 'src/first-paint/boot-voucher.ts';
const BOOT_REQUEST_ENTRY = 'src/first-paint/boot-request.ts';
const KEPT_PAINT_ENTRY = 'src/first-paint/kept-voucher-paint.ts';
/** Route name -> { file, boot }: the prerendered page each route is served from (read by scripts/size-budget.mjs). */
export const PAGES_FILE = '.vite/prerendered-pages.json';

/** The suffix of a page file in the language of this query: `type=1` English (`.en`), else Spanish (''). */
export function langSuffix(search = '') {
  return new URLSearchParams(search).get('type') === '1' ? '.en' : '';
}

/** The file a host serves for `pathname` and `search` from `distDir`: the path's prerendered page in the query's language, else the app page. */
export function htmlFileFor(distDir, pathname, search = '') {
  const lang = langSuffix(search);
  const app = path.join(distDir, `app${lang}.html`);
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  if (clean.includes('..')) return app;
  const file = clean === '/' ? path.join(distDir, `index${lang}.html`) : path.join(distDir, clean, `index${lang}.html`);
  return existsSync(file) ? file : app;
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
          req.url =
            '/' +
            path
              .relative(distDir, htmlFileFor(distDir, url.pathname, url.search))
              .split(path.sep)
              .join('/') +
            url.search;
        }
        next();
      });
    },
  };
}

/** Vite plugin: prerenders after a client build (skipped for SSR builds and when PRERENDER=0). */
export function prerenderPages() {
  let config;
  const chunks = new Map(); // absolute module id -> its chunk's { file, imports, css }
  const byFile = new Map();
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    // The bundle as written: Vite drops a chunk that holds only CSS (the one stylesheet has it) after
    // the plugins' generateBundle hooks, so a page must not be sent to it.
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const info = { file: chunk.fileName, imports: chunk.imports, css: [...(chunk.viteMetadata?.importedCss ?? [])] };
        byFile.set(chunk.fileName, info);
        // A page module is its chunk's facade; src/main.tsx is one module of the `main` group's chunk.
        for (const id of chunk.moduleIds) chunks.set(id, info);
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
      const inlinedCss = [];
      template = template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_, file) => {
        inlinedCss.push(file);
        const css = readFileSync(path.join(outDir, file), 'utf8');
        if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
        styleHashes.push(`sha256-${createHash('sha256').update(css).digest('base64')}`);
        return `<style>${css}</style>`;
      });
      // The page's inline script, built on its own (docs/how-a-page-loads.md): src/first-paint/boot.ts
      // holds what the borrower types and taps until the app has started; on a loan page whose first
      // view waits for data, and on the app page, src/first-paint/boot-data.ts also sends the page's
      // first data request at once and shows parts of its answer (boot-request.ts: the request only,
      // on the loan pages that show nothing of it; boot-voucher.ts: the payment code pages). The CSP
      // allows each by its hash.
      const boots = {
        plain: await buildBoot(root, config.mode, BOOT_ENTRY),
        data: await buildBoot(root, config.mode, BOOT_DATA_ENTRY),
        voucher: await buildBoot(root, config.mode, BOOT_VOUCHER_ENTRY),
        request: await buildBoot(root, config.mode, BOOT_REQUEST_ENTRY),
      };
      // What the payment code pages' inline script imports when their first request gets no answer:
      // the code kept on the phone drawn before the app runs (decision 0136). A hashed file under
      // assets/, so the app worker precaches it; named on #root's data-kept of those pages only.
      const keptCode = await buildBootModule(root, config.mode, KEPT_PAINT_ENTRY);
      const keptFile = `assets/kept-voucher-${createHash('sha256').update(keptCode).digest('hex').slice(0, 8)}.js`;
      writeFileSync(path.join(outDir, keptFile), keptCode);
      const scriptHashes = Object.values(boots).map((code) => `sha256-${createHash('sha256').update(code).digest('base64')}`);
      // The build's entry (src/main.tsx, the app) and the module preloads Vite wrote for it make way
      // for the inline script, which asks for them once the first paint is on screen.
      // The entry is the app's chunk (no module-preload polyfill stands before it); Vite may write
      // the chunks it imports as scripts too.
      const entryScript = /\s*<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/g;
      const entryFile = chunks.get(path.resolve(root, 'src/main.tsx'))?.file;
      const written = [...template.matchAll(entryScript)].map((m) => m[1]);
      if (!entryFile || !written.includes(entryFile) || written.some((f) => f !== entryFile && !byFile.get(entryFile)?.imports.includes(f))) {
        throw new Error(`expected the app's chunk as the entry script in the built index.html, found ${written.join(', ')}`);
      }
      template = template.replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g, '').replace(entryScript, '');
      writeFileSync(path.join(outDir, POLICY_FILE), `${contentSecurityPolicy(process.env, { styleHashes, scriptHashes })}\n`);
      const modules = routeModules(root);
      const code = nextCode(root);
      // Chunk files in post-order: every file after the files it imports.
      const dependenciesFirst = (starts) => {
        const seen = new Set();
        const out = [];
        const visit = (info) => {
          if (!info || seen.has(info.file)) return;
          seen.add(info.file);
          for (const f of info.imports) visit(byFile.get(f));
          out.push(info.file);
        };
        starts.forEach(visit);
        return out;
      };
      // The app (src/main.tsx and its static imports; it brings the global CSS): every page needs it.
      const app = chunks.get(path.resolve(root, 'src/main.tsx'));
      const inlined = new Set(inlinedCss);
      const page = (body, { routeModule, routeName, lang, boot }) => {
        const pageChunk = routeModule && chunks.get(path.resolve(root, 'src/app', routeModule) + ext(root, routeModule));
        if (routeModule && !pageChunk) throw new Error(`no chunk for ${routeModule}`);
        // Every module the page needs (the entry, the app, the page, each after what it imports): the
        // inline script asks for them all at once, so the app renders the page itself at its start.
        const files = [entryFile, ...dependenciesFirst([app, pageChunk]).filter((f) => f !== entryFile)];
        const missing = files.flatMap((f) => byFile.get(f)?.css ?? []).filter((f) => !inlined.has(f));
        if (missing.length) throw new Error(`a page needs a stylesheet that is not in it: ${missing.join(', ')}`);
        const marks = routeName ? ` data-route="${routeName}" data-lang="${lang}"` : '';
        // The code of the pages a tap can reach from here, for the next-tap code to fetch ahead (0140).
        const chunkOf = (m) => {
          const c = chunks.get(path.resolve(root, 'src/app', m) + ext(root, m));
          if (!c) throw new Error(`no chunk for ${m}`);
          return c;
        };
        const filesOf = (ms) => dependenciesFirst(ms.map(chunkOf)).map((f) => `/${f}`);
        const next = routeName ? dataNext(routeName, { code, pageModule: (n) => modules[n], filesOf, own: files.map((f) => `/${f}`) }) : '';
        const nextMark = next ? ` data-next="${next}"` : '';
        const keptMark = boot === boots.voucher ? ` data-kept="/${keptFile}"` : '';
        const rootTag = `<div id="root"${marks} data-app="/${entryFile}" data-modules="${files.map((f) => `/${f}`).join(' ')}"${nextMark}${keptMark}>`;
        // The inline script follows #root: a classic script runs as soon as the parser reaches it,
        // before the first paint, so nothing typed or tapped is missed and a loan page's first request
        // leaves before the rest of the document has loaded.
        return template
          .replace('<html lang="es">', `<html lang="${lang}">`)
          .replace('<div id="root"></div>', () => `${rootTag}${body}</div><script>${boot}</script>`);
      };
      let count = 0;
      // Which page file each route is served from, and which script it carries: for the size check.
      const pages = {};
      const earlyPaths = new Set(mod.earlyRequestPaths);
      const voucherPaths = new Set(mod.voucherPaths);
      const answerPaths = new Set(mod.answerPaths);
      for (const { name, path: routePath } of mod.prerenderPaths) {
        const kind = voucherPaths.has(routePath) ? 'voucher' : answerPaths.has(routePath) ? 'data' : earlyPaths.has(routePath) ? 'request' : 'plain';
        for (const { lang } of mod.languages) {
          const fileName = lang === 'es' ? 'index.html' : `index.${lang}.html`;
          const file = routePath === '/' ? path.join(outDir, fileName) : path.join(outDir, routePath, fileName);
          mkdirSync(path.dirname(file), { recursive: true });
          const body = await mod.render(routePath, lang);
          // The Content Security Policy (style-src 'self') refuses style attributes in markup.
          if (/\sstyle="/.test(body)) throw new Error(`prerendered ${routePath} has a style attribute, which the CSP refuses`);
          writeFileSync(file, page(body, { routeModule: modules[name], routeName: name, lang, boot: boots[kind] }));
          if (lang === 'es') pages[name] = { file: path.relative(outDir, file), boot: kind };
          count++;
        }
      }
      for (const { lang } of mod.languages)
        writeFileSync(path.join(outDir, lang === 'es' ? 'app.html' : `app.${lang}.html`), page(mod.renderShell(lang), { lang, boot: boots.data }));
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
      restore();
      rmSync(ssrDir, { recursive: true, force: true });
      config.logger.info(`prerendered ${count} pages (each path in each language) and the app page`);
    },
  };
}
