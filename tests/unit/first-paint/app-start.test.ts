// @vitest-environment jsdom
// jsdom: happy-dom has no DOMTokenList.prototype.supports, which the test stands in for (relList.supports).
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_WAIT_MS, startAppAfterFirstPaint } from '../../../src/first-paint/app-start';

// A built page asks for the app once its first paint (and a loan page's early answer) is on screen.
function root(app = '/assets/index-a.js', modules = '/assets/index-a.js /assets/main-b.js /assets/page-c.js'): HTMLElement {
  const el = document.createElement('div');
  el.dataset.app = app;
  el.dataset.modules = modules;
  return el;
}

describe('the app is asked for after the first paint', () => {
  it('preloads every listed module of our build and imports the app, once', async () => {
    const supports = vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'modulepreload');
    const load = vi.fn(() => Promise.resolve());
    await startAppAfterFirstPaint(root(), undefined, load);
    supports.mockRestore();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/assets/index-a.js');
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);
    expect(preloads).toEqual(['/assets/main-b.js', '/assets/page-c.js']);
    document.head.replaceChildren();
  });

  it('preloads them as scripts where module preloads are not supported (Safari before 17; jsdom)', async () => {
    const load = vi.fn(() => Promise.resolve());
    await startAppAfterFirstPaint(root(), undefined, load);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    expect(links.map((l) => [l.rel, l.as, l.getAttribute('crossorigin'), new URL(l.href).pathname])).toEqual([
      ['preload', 'script', '', '/assets/main-b.js'],
      ['preload', 'script', '', '/assets/page-c.js'],
    ]);
    expect(load).toHaveBeenCalledWith('/assets/index-a.js');
    document.head.replaceChildren();
  });

  it('waits for a loan page’s early answer before asking', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.resolve());
      let shown!: () => void;
      const started = startAppAfterFirstPaint(
        root('/assets/index-a.js', '/assets/index-a.js /assets/page-d.js'),
        new Promise<void>((resolve) => (shown = resolve)),
        load,
      );
      // The first paint is reported (in jsdom: a frame); the early answer's wait, ANSWER_WAIT_MS
      // from then, has not ended.
      await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
      expect(load).not.toHaveBeenCalled();
      expect(document.head.querySelector('link[href$="/assets/page-d.js"]')).toBeNull();
      shown();
      // The module preloads go in one per task (docs/decisions/0140).
      await vi.runAllTimersAsync();
      await started;
      expect(load).toHaveBeenCalledTimes(1);
      expect(document.head.querySelector('link[href$="/assets/page-d.js"]')).not.toBeNull();
      document.head.replaceChildren();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks anyway once ANSWER_WAIT_MS have passed without the early answer (a connection that stalls)', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.resolve());
      const started = startAppAfterFirstPaint(
        root('/assets/index-a.js', '/assets/index-a.js /assets/page-d.js'),
        new Promise<void>(() => undefined),
        load,
      );
      await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
      expect(load).not.toHaveBeenCalled();
      // Past the cap (the first paint's frame, then ANSWER_WAIT_MS), with the answer still on its way.
      await vi.advanceTimersByTimeAsync(500);
      await vi.runAllTimersAsync();
      await started;
      expect(load).toHaveBeenCalledWith('/assets/index-a.js');
      expect(document.head.querySelector('link[href$="/assets/page-d.js"]')).not.toBeNull();
      document.head.replaceChildren();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for nothing that is not our build’s (no data-app, or one outside /assets/)', async () => {
    const load = vi.fn(() => Promise.resolve());
    await startAppAfterFirstPaint(document.createElement('div'), undefined, load);
    await startAppAfterFirstPaint(root('https://evil.example/x.js'), undefined, load);
    expect(load).not.toHaveBeenCalled();
  });
});
