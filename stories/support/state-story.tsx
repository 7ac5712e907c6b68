import type { ComponentType } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import type { AnyStateMachine, ContextFrom, StateValue } from 'xstate';
import { MachineOptionsProvider, useMachineOptions } from '../../src/session/machine-options';

export interface MachineStateParameter {
  machineId: string;
  value: StateValue;
}

/**
 * A story that shows `Page` held in one state of `machine`: the snapshot is resolved from the
 * value and a fixture context inside `render` (a restored snapshot starts no invoked promises or
 * timers, so the story holds still). `parameters.machineState` lets a test check every state has one.
 */
export function stateStory<TMachine extends AnyStateMachine>(
  machine: TMachine,
  Page: ComponentType,
  value: StateValue,
  context: ContextFrom<TMachine>,
  options: { route?: string; name?: string } = {},
): StoryObj {
  return {
    ...(options.name ? { name: options.name } : {}),
    parameters: {
      machineState: { machineId: machine.id, value } satisfies MachineStateParameter,
      ...(options.route ? { route: options.route } : {}),
    },
    render: () => <HeldInState machine={machine} Page={Page} value={value} context={context} />,
  };
}

/**
 * The page with its machine restored to `value`; the options around it (the machine panel's
 * `inspect` in Storybook) are kept.
 */
function HeldInState({ machine, Page, value, context }: { machine: AnyStateMachine; Page: ComponentType; value: StateValue; context: unknown }) {
  const outer = useMachineOptions();
  // The machine's own types checked `context` in stateStory; resolveState is called on it as any machine.
  const snapshot = machine.resolveState({ value, context });
  return (
    <MachineOptionsProvider value={{ ...outer, snapshots: { ...outer.snapshots, [machine.id]: snapshot } }}>
      <Page />
    </MachineOptionsProvider>
  );
}
