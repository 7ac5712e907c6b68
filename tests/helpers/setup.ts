import '@testing-library/jest-dom/vitest';
import { threadId } from 'node:worker_threads';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetAllEntries } from '../../src/lib/entry-store';
import { guardConsole } from './console-guard';

guardConsole();
// Node's BroadcastChannel reaches every worker thread of the process: a page in one test file would
// hear what another file's "tabs" announce at the same moment in the other worker (a held push, say),
// and a test would pass or fail by the two files' timing. Each worker speaks on names of its own.
const NodeChannel = globalThis.BroadcastChannel;
if (NodeChannel && !Object.hasOwn(NodeChannel, 'perWorker')) {
  globalThis.BroadcastChannel = class extends NodeChannel {
    static readonly perWorker = true;
    constructor(name: string) {
      super(`${name}#worker-${threadId}`);
    }
  };
}
// A wait for what a page shows (findBy…, waitFor) fails after 10 s, not Testing Library's 1 s: the
// limit is for a page that never shows it, not for a loaded machine (decision 0138).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // What pages kept per history entry (folds, choices): every test starts on a fresh entry.
  forgetAllEntries();
  // Node-environment test files have no Web Storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// jsdom does not lay out or scroll; pages that open at the top call scrollTo.
if (typeof window !== 'undefined') window.scrollTo = () => {};
