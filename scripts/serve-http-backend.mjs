// E2E server for the production build as a real host serves it: no in-browser demo backend, the
// demo handlers answering over HTTP on the same origin, and the Content Security Policy. The
// loan pages' early first request (docs/decisions/0046-early-first-request.md) only runs in such
// a build. Usage: node scripts/serve-http-backend.mjs <port>
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { builtPolicy } from './csp.mjs';
import { loadDemoHandlers, startBenchServer } from './bench-server.mjs';

const port = Number(process.argv[2] ?? 4318);
const distDir = path.resolve(`dist-e2e-http-${port}`);
const env = { ...process.env, VITE_DEMO: '', VITE_API_BASE: '' };
const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const handlers = await loadDemoHandlers(path.resolve(`dist-e2e-http-${port}-handlers`));
await startBenchServer({ distDir, port, handlers, pageHeaders: { 'Content-Security-Policy': builtPolicy(distDir) } });
console.log(`serving ${distDir} with the demo handlers over HTTP on http://127.0.0.1:${port}/`);
