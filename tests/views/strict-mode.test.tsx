import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from '../../src/app/app';
import { server } from '../../src/mocks/node';
import { mainContent, routeExamples } from '../helpers/route-examples';
import { withDemoBackend } from '../reliability/page-harness';

// Development renders under StrictMode, which mounts every page, unmounts it and mounts it again.
// Each README route at its example address, with the demo backend: the page's first calls go out
// once and their answers are used (docs/decisions/0060-strict-mode-actors.md).
const routes = routeExamples(readFileSync('README.md', 'utf8'));

withDemoBackend();

/** Every request the demo backend receives, as method and URL. */
function recordRequests(): string[] {
  const seen: string[] = [];
  const onStart = ({ request }: { request: Request }) => void seen.push(`${request.method} ${request.url}`);
  server.events.on('request:start', onStart);
  afterEach(() => server.events.removeListener('request:start', onStart));
  return seen;
}

describe('every route under StrictMode', () => {
  for (const route of routes) {
    it(`${route.name} (${route.example}) loads once and shows its main content`, async () => {
      const seen = recordRequests();
      const errors = vi.spyOn(console, 'error');
      render(
        <StrictMode>
          <MemoryRouter initialEntries={[route.example]}>
            <App />
          </MemoryRouter>
        </StrictMode>,
      );
      const main = mainContent[route.name];
      expect(main, `main content of ${route.name}`).toBeDefined();
      // A loading frame is a component of its own: its heading makes way for the loaded page's. The
      // page's module is imported (and transformed) on its first visit in the run: a loaded machine
      // can take longer than Testing Library's default second.
      const wait = { timeout: 10_000 };
      if (main?.heading) await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: main.heading })).toBeInTheDocument(), wait);
      if (main?.text) expect((await screen.findAllByText(main.text, {}, wait))[0]).toBeInTheDocument();
      if (main?.region) expect(await screen.findByRole('region', { name: main.region }, wait)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      const repeated = seen.filter((request, index) => seen.indexOf(request) !== index);
      expect(repeated, `requests sent twice: ${seen.join(', ')}`).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    });
  }
});
