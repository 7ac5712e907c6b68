// `npm test`'s builds for its browser step, made once beside Vitest (docs/decisions/0132):
// - the production build with the demo backend (VITE_DEMO=1) in dist-e2e-<port>: the E2E server,
//   the old-webview server and the WebKit walk serve it;
// - the production build without it, with its manifest, in dist-prod-<port>: behind nginx, with the
//   demo handlers over HTTP, and measured by the size budgets;
// - the demo handlers bundled for Node in dist-prod-<port>-handlers: the HTTP, nginx, two-origin
//   and size-budget servers answer with them;
// - the static Storybook in storybook-static.
// Each server and script still builds for itself when run alone (without the variables
// `testBuildEnv` gives). The two-origin server builds its own: its API base differs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4317);
const demoBuild = `dist-e2e-${port}`;
const prodBuild = `dist-prod-${port}`;
const handlers = `${prodBuild}-handlers`;

/** What the browser step and the size budgets are told, so they serve these builds. */
export function testBuildEnv() {
  return {
    E2E_PREBUILT: demoBuild,
    OLD_WEBVIEW_BUILD: demoBuild,
    PROD_BUILD: path.resolve(prodBuild),
    DEMO_HANDLERS: path.resolve(handlers),
    STORYBOOK_PREBUILT: '1',
  };
}

function step(what, cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`${what}: failed`);
    process.exit(r.status ?? 1);
  }
  console.log(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const build = ['vite', 'build', '--emptyOutDir', '--logLevel', 'warn'];
  step(`with the demo backend, ${demoBuild}`, 'npx', [...build, '--outDir', demoBuild], { VITE_DEMO: '1', VITE_API_BASE: '' });
  step(`without it, ${prodBuild}`, 'npx', [...build, '--manifest', '--outDir', prodBuild], { VITE_DEMO: '', VITE_API_BASE: '' });
  step(`the demo handlers, ${handlers}`, 'npx', [
    'vite',
    'build',
    '--ssr',
    'src/mocks/handlers/index.ts',
    '--outDir',
    handlers,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  step('the static Storybook, storybook-static', 'npm', ['run', 'build-storybook', '--', '--quiet']);
}
