// Test files run in two worker threads of one process, and Node's BroadcastChannel reaches them all:
// tests/helpers/setup.ts gives each worker channel names of its own, so a page under test never hears
// another file's tabs (a confirm-loan view test once failed in CI on a held push announced by a test
// in the other worker).
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const CHANNEL = 'loan-journey.held';

describe('BroadcastChannel in the tests', () => {
  it('does not hear another worker thread, and still carries messages within this one', async () => {
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(CHANNEL);
    listener.addEventListener('message', (e) => heard.push((e as MessageEvent).data));
    // Another worker announcing on the channel's plain name, as a test file in the other worker does.
    const other = new Worker(
      `const c = new BroadcastChannel(${JSON.stringify(CHANNEL)}); c.postMessage('from another worker'); c.close(); require('node:worker_threads').parentPort.postMessage('sent');`,
      { eval: true },
    );
    await new Promise((resolve) => other.once('message', resolve));
    await other.terminate();
    // A tab of this worker.
    const tab = new BroadcastChannel(CHANNEL);
    tab.postMessage('from this worker');
    await expect.poll(() => heard).toEqual(['from this worker']);
    tab.close();
    listener.close();
  });
});
