import { describe, expect, it } from 'vitest';
import { evaluateInTurn, pageModules } from '../../../src/app/page-modules';
import { nextTask } from '../../../src/lib/next-task';

describe('page modules', () => {
  it('reads the built list from #root, keeping only the build own files', () => {
    const root = document.createElement('div');
    root.dataset.modules = '/assets/a.js https://evil.example/x.js /assets/b.js javascript:alert(1) //evil.example/c.js';
    expect(pageModules(root)).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(pageModules(document.createElement('div'))).toEqual([]);
    expect(pageModules(null)).toEqual([]);
  });

  it('runs the modules in the given order, each in a task of its own', async () => {
    const log: string[] = [];
    let newTask = false;
    await evaluateInTurn(['/assets/a.js', '/assets/b.js', '/assets/c.js'], async (href) => {
      log.push(`${href}${newTask ? ' (new task)' : ''}`);
      // A message posted now is delivered before the next module only if the loop yields a task.
      newTask = false;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        newTask = true;
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    });
    expect(log).toEqual(['/assets/a.js', '/assets/b.js (new task)', '/assets/c.js (new task)']);
  });

  it('stops at the first module that fails to load', async () => {
    const log: string[] = [];
    await evaluateInTurn(['/assets/a.js', '/assets/broken.js', '/assets/c.js'], async (href) => {
      log.push(href);
      if (href.includes('broken')) throw new Error('network');
    });
    expect(log).toEqual(['/assets/a.js', '/assets/broken.js']);
  });
});

describe('nextTask', () => {
  it('resolves after the microtasks queued before it, in a later task', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
