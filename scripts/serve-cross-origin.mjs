// E2E host for the API on another origin: a production build with VITE_API_BASE pointing at a
// second loopback origin, whose server answers with the demo handlers and enforces CORS strictly,
// as README "API on another origin" asks of a real API server. A call carrying the echo marker is
// answered with what reached the API server (scripts/echo-upstream.mjs), under the same CORS rules.
// Usage: node scripts/serve-cross-origin.mjs <port>   (pages on <port>, the API on <port>+1)
import { createServer } from 'node:http';
import path from 'node:path';
import { builtPolicy } from './csp.mjs';
import { buildProduction, loadDemoHandlers, startBenchServer } from './bench-server.mjs';
import { answerWithEcho, readBody, wantsEcho } from './echo-upstream.mjs';

/** What the API server must allow: the app's methods and request headers (src/session, src/api). */
export const CORS_METHODS = ['GET', 'POST'];
export const CORS_HEADERS = ['content-type', 'x-requested-with', 'crp_phe', 'dearest', 'showy', 'dearer', 'language', 'swift', 'eyes'];

const port = Number(process.argv[2] ?? 4323);
const apiPort = port + 1;
const pageOrigin = `http://127.0.0.1:${port}`;
const apiBase = `http://127.0.0.1:${apiPort}`;
const distDir = path.resolve(`dist-e2e-cors-${port}`);
buildProduction(distDir, apiBase);
const handlers = await loadDemoHandlers(path.resolve(`dist-e2e-cors-${port}-handlers`));
const { getResponse } = await import('msw');

// The pages' origin: the build as a host serves it, with its policy (connect-src names the API).
await startBenchServer({ distDir, port, handlers: [], pageHeaders: { 'Content-Security-Policy': builtPolicy(distDir) } });

/** Requests the API refused, for the test to read (GET /__refused). */
const refused = [];
const refuse = (res, why) => {
  refused.push(why);
  res.writeHead(403, { 'content-type': 'text/plain' }).end(why);
};

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', apiBase);
  if (url.pathname === '/__refused') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(refused));
  const origin = req.headers.origin;
  // No Origin: a plain GET the page did not make with fetch (an <img> such as the captcha).
  if (origin !== undefined && origin !== pageOrigin) return refuse(res, `origin ${origin} on ${req.method} ${url.pathname}`);
  if (req.method === 'OPTIONS') {
    const method = String(req.headers['access-control-request-method'] ?? '');
    const headers = String(req.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    if (!CORS_METHODS.includes(method)) return refuse(res, `preflight method ${method} on ${url.pathname}`);
    const extra = headers.filter((h) => !CORS_HEADERS.includes(h));
    if (extra.length) return refuse(res, `preflight headers ${extra.join(',')} on ${url.pathname}`);
    res.writeHead(204, {
      'access-control-allow-origin': pageOrigin,
      'access-control-allow-methods': CORS_METHODS.join(', '),
      'access-control-allow-headers': CORS_HEADERS.join(', '),
      'access-control-max-age': '600',
      vary: 'Origin',
    });
    return void res.end();
  }
  if (!CORS_METHODS.includes(req.method ?? '')) return refuse(res, `method ${req.method} on ${url.pathname}`);
  const body = await readBody(req);
  const allowOrigin = origin === undefined ? {} : { 'access-control-allow-origin': pageOrigin, vary: 'Origin' };
  if (wantsEcho(req.url ?? '', body?.toString('utf8'))) return answerWithEcho(req, body, res, allowOrigin);
  const request = new Request(url, { method: req.method, headers: req.headers, body: req.method === 'GET' ? undefined : body });
  const response = await getResponse(handlers, request);
  if (!response) return void res.writeHead(404, { 'access-control-allow-origin': pageOrigin, vary: 'Origin' }).end();
  const headers = Object.fromEntries(response.headers);
  if (origin !== undefined) Object.assign(headers, { 'access-control-allow-origin': pageOrigin, vary: 'Origin' });
  res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
}).listen(apiPort, '127.0.0.1', () => console.log(`pages on ${pageOrigin}, the API with strict CORS on ${apiBase}`));
