import { afterAll, beforeAll } from 'vitest';
import { configure, getConfig } from '@testing-library/react';

/**
 * A page's lazily loaded parts (its loaded view, a notice) come in when the machine allows: waits in
 * this file give up after 10 s, not Testing Library's 1 s, so a busy machine slows the test and
 * never fails it.
 */
export function patientFinds(): void {
  let before = 1000;
  beforeAll(() => {
    before = getConfig().asyncUtilTimeout;
    configure({ asyncUtilTimeout: 10_000 });
  });
  afterAll(() => configure({ asyncUtilTimeout: before }));
}
