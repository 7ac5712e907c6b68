import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { forgetAllEntries } from '../../src/lib/entry-store';

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
