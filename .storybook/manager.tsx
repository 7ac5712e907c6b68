/** @jsxRuntime automatic */
/** @jsxImportSource ../src/app/machine-panel/jsx */
// Storybook's manager builds this file too, with its own React (jsx/jsx-runtime.ts).
import { useMemo } from 'react';
import { addons, types } from 'storybook/manager-api';
import { AddonPanel } from 'storybook/internal/components';
import { MachinePanel } from '../src/app/machine-panel/machine-panel';
import type { PanelState, PanelTransport } from '../src/app/machine-panel/panel-state';
import { PANEL_ADDON_ID, PANEL_ID, REQUEST_EVENT, SEND_EVENT, STATE_EVENT } from './machine-panel/events';

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
