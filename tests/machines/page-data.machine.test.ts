import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { customerServiceMachine } from '../../machines/customer-service/customer-service.machine';
import { extensionMachine } from '../../machines/extension/extension.machine';
import { instalmentMachine } from '../../machines/instalment/instalment.machine';
import { pageDataMachine } from '../../machines/shared/page-data.definition';
import { describeMachineModel } from '../helpers/machine-suite';
import { pageDataModel, pageDataStateChecks, pageDataTable } from './page-data.model';

// The page-data machine on its own, with a payload of its own: every state and transition.
const data = { anything: 'shown as loaded' };
const input = { orderNo: 'N1' };
describeMachineModel('page-data', pageDataMachine, {
  ...pageDataModel(data),
  ...pageDataTable(data),
  input,
  states: pageDataStateChecks(data, input),
});

/**
 * Each state of the page-data machine as written in the spec of the page (SPEC: loading, loaded, failed
 * + retry; a kept answer checking, then loaded or unconfirmed + Check again, docs/decisions/0139).
 */
const expected = {
  loading: { tags: ['busy'], on: [], invokes: ['load:loadData'], after: [] },
  checking: { tags: [], on: [], invokes: ['recheck:loadData'], after: [] },
  unconfirmed: { tags: [], on: ['page.retry→checking'], invokes: [], after: [] },
  loaded: { tags: [], on: [], invokes: [], after: [] },
  failed: { tags: ['error'], on: ['page.retry→loading'], invokes: [], after: [] },
};

function shape(machine: AnyStateMachine) {
  return Object.fromEntries(
    Object.entries(machine.root.states).map(([key, node]) => [
      key,
      {
        tags: [...node.tags],
        on: [...node.transitions.entries()]
          .filter(([event]) => !event.startsWith('xstate.'))
          .flatMap(([event, ts]) => ts.map((t) => `${event}→${(t.target ?? []).map((n) => n.key).join(',')}`)),
        invokes: node.invoke.map((i) => `${i.id}:${String(i.src)}`),
        after: node.after.map((t) => String(t.delay)),
      },
    ]),
  );
}

describe('one page-data definition', () => {
  const pages: [string, AnyStateMachine][] = [
    ['customerService', customerServiceMachine],
    ['extension', extensionMachine],
    ['instalment', instalmentMachine],
  ];
  it('the page-data machine has exactly the states, tags, transitions and invokes written above', () => {
    expect(pageDataMachine.config.initial).toBe('loading');
    expect(shape(pageDataMachine)).toEqual(expected);
  });
  it.each(pages)('the %s page runs the same machine under its own id', (id, machine) => {
    expect(machine.id).toBe(id);
    expect(machine.config.initial).toBe('loading');
    expect(shape(machine)).toEqual(expected);
  });
});
