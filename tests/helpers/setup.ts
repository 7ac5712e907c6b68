import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetAllEntries } from '../../src/lib/entry-store';
import { guardConsole } from './console-guard';

guardConsole();
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
