import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { AnyActorLogic } from 'xstate';
import { renderPage } from './render-page';
import { expectLines, expectPinnedAreTheCatalogue, keysIn, type Lang, type Pinned } from './state-lines';

export interface LinesState {
  name: string;
  /** The page's load actor for this state. */
  load: () => AnyActorLogic;
  /** Resolves once the state is on screen (after the taps that reach it). */
  reach: () => Promise<unknown>;
  /** The catalogue keys whose texts this state shows. */
  lines: string[];
}

export interface LinesSuite {
  Page: ComponentType;
  /** Path and query, without the language flag. */
  route: string;
  machineId: string;
  actor: string;
  /** The page's own source files: its keys are read from them. */
  files: string[];
  pinned: Pinned;
  /** Keys of the page that no state shows, and why. */
  notShown: Record<string, string>;
  states: LinesState[];
}

/**
 * Every line in every state, in both languages (docs/decisions/0134): each state of the page, in
 * Spanish and in English, shows exactly the pinned texts of its keys and no other text of the page's
 * keys; every key of the page has a pinned text equal to the catalogue's and is shown in some state
 * or said why not.
 */
export function describeStateLines(name: string, suite: LinesSuite): void {
  const pageKeys = keysIn(suite.files);
  describe(`${name}: every line in every state, in both languages`, () => {
    afterEach(cleanup);

    it('pins a text in each language for every key the page names, and each is the catalogue’s', () => {
      expect(Object.keys(suite.pinned).sort()).toEqual(pageKeys);
      expectPinnedAreTheCatalogue(suite.pinned);
    });

    it('shows every key of the page in some state, or says why not', () => {
      const inStates = new Set(suite.states.flatMap((s) => s.lines));
      expect(pageKeys.filter((key) => !inStates.has(key))).toEqual(Object.keys(suite.notShown).sort());
    });

    for (const state of suite.states) {
      for (const [lang, type] of [
        ['es', 2],
        ['en', 1],
      ] as [Lang, number][]) {
        it(`${state.name}, ${lang}: exactly its lines`, async () => {
          const [path, query] = suite.route.split('?');
          renderPage(<suite.Page />, {
            route: `${path}?type=${type}&${query ?? ''}`,
            machineOptions: { overrides: { [suite.machineId]: { actors: { [suite.actor]: state.load() } } } },
          });
          await state.reach();
          expectLines(state.lines, pageKeys, suite.pinned, lang);
        });
      }
    }
  });
}
