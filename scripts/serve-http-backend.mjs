// E2E server for the production build as a real host serves it: no in-browser demo backend, the
// demo handlers answering over HTTP on the same origin, and the Content Security Policy. The
// loan pages' early first request (docs/how-a-page-loads.md) only runs in such
// a build. Usage: node scripts/serve-http-backend.mjs <port>
import path from 'node:path';
import { builtPolicy } from './csp.mjs';
import { buildProduction, loadDemoHandlers, startBenchServer } from './bench-server.mjs';

const port = Number(process.argv[2] ?? 4318);
const distDir = buildProduction(path.resolve(`dist-e2e-http-${port}`));
const handlers = await loadDemoHandlers(path.resolve(`dist-e2e-http-${port}-handlers`));
await startBenchServer({ distDir, port, handlers, pageHeaders: { 'Content-Security-Policy': builtPolicy(distDir) } });
console.log(`serving ${distDir} with the demo handlers over HTTP on http://127.0.0.1:${port}/`);
