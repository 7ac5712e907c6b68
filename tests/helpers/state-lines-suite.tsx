import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { AnyActorLogic } from 'xstate';
import { renderPage } from './render-page';
import { expectLines, expectPinnedAreTheCatalogue, keysIn, type Lang, type Pinned } from './state-lines';

export interface LinesState {
  name: string;
  /** The page's load actor for this state (none for a page without a machine). */
  load?: () => AnyActorLogic;
  /** The machine's other actors for this state (a page that calls more than its load: a send, a register). */
  actors?: () => Record<string, AnyActorLogic>;
  /** What is on the phone before the page opens (a push held in its storage). */
  arrange?: () => void;
  /** This state's own path and query, when it is not the suite's (a link the page refuses). */
  route?: string;
  /** Resolves once the state is on screen (after the taps that reach it). */
  reach: () => Promise<unknown>;
  /** The catalogue keys whose texts this state shows. */
  lines: string[];
}

export interface LinesSuite {
  Page: ComponentType;
  /** Path and query, without the language flag. */
  route: string;
  /** The page's machine and its load actor (none for a page without a machine). */
  machineId?: string;
  actor?: string;
  /** The page's own source files: its keys are read from them. */
  files: string[];
  /**
   * Prefixes of keys the page builds from a template (`register.notice.${key}`): every catalogue key
   * under each is the page's. Each must be written so in one of `files`.
   */
  templated?: string[];
  /** The machine's actions that would reach the network in a test (the register page's tracking). */
  actions?: Record<string, () => void>;
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
  const pageKeys = keysIn(suite.files, suite.templated);
  describe(`${name}: every line in every state, in both languages`, () => {
    afterEach(cleanup);

    it('pins a text in each language for every key the page names, and each is the catalogue’s', () => {
      expect(Object.keys(suite.pinned).sort()).toEqual(pageKeys);
      expectPinnedAreTheCatalogue(suite.pinned);
    });

    if (suite.templated) {
      it('builds each templated key in the page’s files', () => {
        const source = suite.files.map((file) => readFileSync(file, 'utf8')).join('\n');
        expect(suite.templated?.filter((prefix) => !source.includes(`\`${prefix}\${`))).toEqual([]);
      });
    }

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
          state.arrange?.();
          const [path, query] = (state.route ?? suite.route).split('?');
          const actors = { ...(suite.actor && state.load ? { [suite.actor]: state.load() } : {}), ...state.actors?.() };
          renderPage(<suite.Page />, {
            route: `${path}?type=${type}&${query ?? ''}`,
            machineOptions: suite.machineId ? { overrides: { [suite.machineId]: { actors, actions: suite.actions } } } : {},
          });
          await state.reach();
          expectLines(state.lines, pageKeys, suite.pinned, lang);
        });
      }
    }
  });
}
