// @vitest-environment happy-dom
// useFlowActor (src/flows/shared/use-flow-actor.ts): a test's overrides for a machine replace the page's
// implementations name by name, the page's others kept (written from the mutants of `node
// scripts/mutation-flows.mjs flows-hooks`, docs/mutation-score.md).
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setup } from 'xstate';
import { MachineOptionsProvider } from '../../../src/session/machine-options';
import { useFlowActor } from '../../../src/flows/shared/use-flow-actor';

const ran: string[] = [];
const machine = setup({
  actions: { own: () => void ran.push('default own'), over: () => void ran.push('default over') },
  guards: { open: () => false, wide: () => false },
}).createMachine({
  id: 'overridden',
  initial: 'start',
  entry: ['own', 'over'],
  states: { start: { always: [{ guard: 'open', target: 'opened' }] }, opened: { always: [{ guard: 'wide', target: 'wide' }] }, wide: {} },
});

describe('useFlowActor with overrides', () => {
  it('runs the page’s implementations, and the test’s in place of the same names only', () => {
    ran.length = 0;
    const overrides = { overridden: { actions: { over: () => void ran.push('test over') }, guards: { wide: () => true } } };
    const wrapper = ({ children }: { children: ReactNode }) => <MachineOptionsProvider value={{ overrides }}>{children}</MachineOptionsProvider>;
    const page = { actions: { own: () => void ran.push('page own'), over: () => void ran.push('page over') }, guards: { open: () => true } };
    const { result } = renderHook(() => useFlowActor(machine, page), { wrapper });
    expect(ran).toEqual(['page own', 'test over']);
    expect(result.current.getSnapshot().value).toBe('wide');
  });
});
