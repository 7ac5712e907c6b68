// The production build with the demo backend bundled (VITE_DEMO=1), as the E2E tests open it
// (`vite preview`, its Content Security Policy), for the old-webview check
// (playwright.old-webview.config.ts). Usage: node scripts/serve-old-webview.mjs <port>
//
// Reuses the build in $OLD_WEBVIEW_BUILD when that folder holds one (`npm test` points it at the
// E2E step's build, made moments before from the same tree); else builds into dist-e2e-old-<port>.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const port = Number(process.argv[2] ?? 4377);
const reuse = process.env.OLD_WEBVIEW_BUILD ? path.resolve(process.env.OLD_WEBVIEW_BUILD) : undefined;
let distDir;
if (reuse && existsSync(path.join(reuse, 'index.html')) && existsSync(path.join(reuse, 'content-security-policy.txt'))) {
  distDir = reuse;
  console.log(`old webview: reusing the build in ${distDir}`);
} else {
  distDir = path.resolve(`dist-e2e-old-${port}`);
  const r = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_DEMO: '1' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const preview = spawn('npx', ['vite', 'preview', '--outDir', distDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  stdio: 'inherit',
});
preview.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
