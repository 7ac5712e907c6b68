import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';
import main from './playwright.config';
import dev from './playwright.dev.config';
import oldWebview from './playwright.old-webview.config';
import storybook from './playwright.storybook.config';
import { E2E_WORKERS } from './tests/e2e/workers';

// `npm test`'s browser step: the four configurations as one run (docs/decisions/0129). Their servers
// start together (the builds, the static Storybook's build, the dev server) and both workers take
// tests from every project, so no configuration waits for the one before it to finish its last test
// or for its own servers to start. Each configuration stays a file of its own, run alone as the
// README's test table says; each becomes one project here with its own directory, `use`, time limits
// and retries, exactly as it runs alone.
const configurations: PlaywrightTestConfig[] = [main, oldWebview, storybook, dev];

function projectsOf(config: PlaywrightTestConfig): Project[] {
  return (config.projects ?? []).map((project) => ({
    testDir: config.testDir,
    testIgnore: config.testIgnore,
    timeout: config.timeout,
    expect: config.expect,
    retries: config.retries,
    ...project,
    use: { ...config.use, ...project.use },
  }));
}

const servers = configurations.flatMap((config) => (Array.isArray(config.webServer) ? config.webServer : config.webServer ? [config.webServer] : []));

export default defineConfig({
  fullyParallel: true,
  workers: E2E_WORKERS,
  reporter: [['list']],
  projects: configurations.flatMap(projectsOf),
  webServer: servers,
});
