// Serves a production build on loopback the way a real host would (gzip, long cache for hashed
// assets, prerendered pages with app.html as the fallback) and answers every API path with the demo backend's handlers over HTTP.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { htmlFileFor } from './prerender.mjs';
import { answerWithEcho, readBody, wantsEcho } from './echo-upstream.mjs';

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * A production build into `distDir` with the given API base (no demo backend in the bundle), for
 * the E2E hosts (serve-http-backend, serve-nginx, serve-cross-origin). Exits the process when the
 * build fails.
 */
/**
 * Builds the production build (no demo backend) into `distDir` and returns it; for the same-origin
 * build (no `apiBase`) it returns `$PROD_BUILD` instead when that folder holds one, the build
 * `npm test` made once for every server that serves it (scripts/test-builds.mjs).
 */
export function buildProduction(distDir, apiBase = '') {
  const shared = process.env.PROD_BUILD;
  if (apiBase === '' && shared && existsSync(path.join(shared, 'index.html'))) return shared;
  const env = { ...process.env, VITE_DEMO: '', VITE_API_BASE: apiBase };
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return distDir;
}

/**
 * Bundles src/mocks/handlers for Node (import.meta.env folded) and returns the handlers; with
 * `withScenarios`, the module of src/mocks/index.ts (handlers and setScenarios, one module state).
 */
export async function loadDemoHandlers(outDir = path.resolve('bench-results/mock-server'), { withScenarios = false } = {}) {
  // The handlers `npm test` bundled once (scripts/test-builds.mjs), when given.
  const shared = process.env.DEMO_HANDLERS;
  if (!withScenarios && shared && existsSync(path.join(shared, 'index.js')))
    return (await import(pathToFileURL(path.join(shared, 'index.js')).href)).handlers;
  const entry = withScenarios ? 'src/mocks/index.ts' : 'src/mocks/handlers/index.ts';
  const r = spawnSync('npx', ['vite', 'build', '--ssr', entry, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('could not bundle the demo handlers');
  const mod = await import(pathToFileURL(path.join(outDir, 'index.js')).href);
  return withScenarios ? mod : mod.handlers;
}

/** `pageHeaders` are added to every HTML response (e.g. the Content Security Policy). */
/** `fixturesDir`, when given, is served under /bench/ (the time-to-usable bench's reference pages). */
/** `echo`: an API request carrying the echo marker is answered with what arrived (scripts/echo-upstream.mjs). */
export async function startBenchServer({ distDir, port, handlers, pageHeaders = {}, fixturesDir, echo = false }) {
  const { getResponse } = await import('msw');
  const gzCache = new Map();
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      if (url.pathname.startsWith('/maintains') || url.pathname.startsWith('/api/')) {
        const body = await readBody(req);
        if (echo && wantsEcho(req.url ?? '', body?.toString('utf8'))) {
          answerWithEcho(req, body, res);
          return;
        }
        const request = new Request(url, {
          method: req.method,
          headers: req.headers,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        });
        const response = await getResponse(handlers, request);
        if (!response) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      let file = path.join(distDir, decodeURIComponent(url.pathname));
      if (fixturesDir && url.pathname.startsWith('/bench/')) {
        file = path.join(fixturesDir, decodeURIComponent(url.pathname.slice('/bench/'.length)));
        if (!file.startsWith(fixturesDir) || !existsSync(file) || statSync(file).isDirectory()) {
          res.writeHead(404).end();
          return;
        }
      } else if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
        // Pages: the prerendered `<path>/index.html`, else app.html (scripts/prerender.mjs).
        file = htmlFileFor(distDir, url.pathname, url.search);
      }
      const ext = path.extname(file);
      const hashed = url.pathname.startsWith('/assets/');
      const headers = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(ext === '.html' ? pageHeaders : {}),
      };
      let data = readFileSync(file);
      if (/gzip/.test(String(req.headers['accept-encoding'])) && /\.(js|css|html|svg|json)$/.test(ext)) {
        if (!gzCache.has(file)) gzCache.set(file, gzipSync(data, { level: 9 }));
        data = gzCache.get(file);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers).end(data);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
