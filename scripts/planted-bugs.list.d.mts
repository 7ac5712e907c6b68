/** One plant of scripts/planted-bugs.mjs: where, what is replaced by what, the tests that must fail and what they must name. */
export interface Plant {
  id: string;
  file: string;
  find: string;
  replace: string;
  tests: string[];
  expect: string[];
}
export const PLANTS: Plant[];
