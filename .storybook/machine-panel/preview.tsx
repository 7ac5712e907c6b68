import { useEffect, useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import { MachineOptionsProvider, useMachineOptions } from '../../src/session/machine-options';
import { createActorCollector, type PanelState, type StoryLink } from '../../src/app/machine-panel/panel-state';
import { onePerMachine } from '../../src/app/machine-panel/machine-diagram';
import { LAYOUT_EVENT, LAYOUT_REQUEST, REQUEST_EVENT, SEND_EVENT, STATE_EVENT } from './events';

// The statechart is laid out here, in the preview (Vite loads the layout library as a chunk of its
// own when first asked); the manager only draws the plain layout it receives.
const layoutOnce = onePerMachine((map) =>
  import('../../src/app/machine-panel/machine-diagram-layout').then(({ layoutDiagram }) => layoutDiagram(map)),
);

function isSend(payload: unknown): payload is { key: string; event: { type: string } } {
  if (typeof payload !== 'object' || payload === null || !('key' in payload) || !('event' in payload)) return false;
  const { key, event } = payload;
  return typeof key === 'string' && typeof event === 'object' && event !== null && 'type' in event && typeof event.type === 'string';
}

/**
 * The story's side of the machine panel: its machines run with an `inspect` that collects them,
 * their state goes to the manager's panel over the channel, and events from the panel are sent to
 * them (live: invoked calls reach the demo backend, as on the page).
 */
function PanelBridge({ storyId, children }: { storyId: string; children: ReactNode }) {
  const outer = useMachineOptions();
  const collector = useMemo(() => createActorCollector(), []);
  const options = useMemo(() => ({ ...outer, inspect: collector.inspect }), [outer, collector]);
  useEffect(() => {
    const channel = addons.getChannel();
    const links = new Map<string, Record<string, StoryLink[]>>();
    let alive = true;
    const emit = () => {
      const actors = collector.actors();
      const storyLinks = Object.assign({}, ...actors.map((a) => links.get(a.machineId) ?? {}));
      const state: PanelState = { actors, storyLinks, currentStoryId: storyId };
      channel.emit(STATE_EVENT, state);
      // The story index is read once a machine shows up (a chunk of its own, loaded on demand).
      const missing = actors.filter((a) => !links.has(a.machineId));
      if (missing.length > 0) {
        missing.forEach((a) => links.set(a.machineId, {}));
        void import('../../stories/support/story-links').then(({ storyLinksFor }) => {
          for (const a of missing) {
            const machine = collector.machineOf(a.key);
            if (machine) links.set(a.machineId, storyLinksFor(machine));
          }
          if (alive) emit();
        });
      }
    };
    const onSend = (payload: unknown) => {
      if (isSend(payload)) collector.send(payload.key, payload.event);
    };
    const onLayout = (machineId: unknown) => {
      const map = collector.actors().find((a) => a.machineId === machineId)?.map;
      // A request for a machine of the story before (the panel had not heard of the switch yet):
      // answered, so the panel asks again once it shows this story's machine.
      if (!map) return void channel.emit(LAYOUT_EVENT, { machineId, error: 'not running in this story' });
      layoutOnce(map).then(
        (layout) => channel.emit(LAYOUT_EVENT, layout),
        (error: unknown) => channel.emit(LAYOUT_EVENT, { machineId, error: error instanceof Error ? error.message : String(error) }),
      );
    };
    channel.on(SEND_EVENT, onSend);
    channel.on(REQUEST_EVENT, emit);
    channel.on(LAYOUT_REQUEST, onLayout);
    const off = collector.subscribe(emit);
    emit();
    return () => {
      alive = false;
      off();
      channel.off(SEND_EVENT, onSend);
      channel.off(REQUEST_EVENT, emit);
      channel.off(LAYOUT_REQUEST, onLayout);
    };
  }, [collector, storyId]);
  return <MachineOptionsProvider value={options}>{children}</MachineOptionsProvider>;
}

/** Runs inside the app's providers (listed before appDecorator), so its options reach the page. */
export const machinePanelDecorator: Decorator = (Story, context) => (
  <PanelBridge key={context.id} storyId={context.id}>
    <Story />
  </PanelBridge>
);
