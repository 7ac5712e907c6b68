/** @jsxRuntime automatic */
/** @jsxImportSource ../src/app/machine-panel/jsx */
// Storybook's manager builds this file too, with its own React (jsx/jsx-runtime.ts).
import { useMemo } from 'react';
import { addons, types } from 'storybook/manager-api';
import { AddonPanel } from 'storybook/internal/components';
import { isDiagramLayout, onePerMachine, type DiagramLayout } from '../src/app/machine-panel/machine-diagram';
import { MachinePanel } from '../src/app/machine-panel/machine-panel';
import type { PanelState, PanelTransport } from '../src/app/machine-panel/panel-state';
import { LAYOUT_EVENT, LAYOUT_REQUEST, PANEL_ADDON_ID, PANEL_ID, REQUEST_EVENT, SEND_EVENT, STATE_EVENT } from './machine-panel/events';

type Channel = ReturnType<typeof addons.getChannel>;

/** Asks the preview, which runs the story's machines, for a machine's laid-out statechart. */
function askLayout(channel: Channel, machineId: string): Promise<DiagramLayout> {
  return new Promise((resolve, reject) => {
    const onLayout = (payload: unknown) => {
      if (typeof payload !== 'object' || payload === null || !('machineId' in payload) || payload.machineId !== machineId) return;
      channel.off(LAYOUT_EVENT, onLayout);
      if (isDiagramLayout(payload)) resolve(payload);
      else reject(new Error('error' in payload && typeof payload.error === 'string' ? payload.error : 'no layout'));
    };
    channel.on(LAYOUT_EVENT, onLayout);
    channel.emit(LAYOUT_REQUEST, machineId);
  });
}

/** The manager's side of the machine panel: the story's actors over Storybook's channel. */
function channelTransport(): PanelTransport {
  const channel = addons.getChannel();
  return {
    subscribe(listener) {
      const onState = (state: PanelState) => listener(state);
      channel.on(STATE_EVENT, onState);
      channel.emit(REQUEST_EVENT);
      return () => channel.off(STATE_EVENT, onState);
    },
    send: (key, event) => channel.emit(SEND_EVENT, { key, event }),
    // The manager is the top window: a story link changes its `path`.
    storyHref: (storyId) => ({ href: `?path=/story/${storyId}` }),
    layout: onePerMachine((map) => askLayout(channel, map.machineId)),
  };
}

function ManagerPanel() {
  const transport = useMemo(channelTransport, []);
  return <MachinePanel transport={transport} />;
}

addons.register(PANEL_ADDON_ID, () => {
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Machine',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <ManagerPanel />
      </AddonPanel>
    ),
  });
});
