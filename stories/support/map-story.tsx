import type { StoryObj } from '@storybook/react-vite';
import type { AnyStateMachine } from 'xstate';
import { machineMap, mapStates } from '../../src/app/machine-panel/machine-map';
import { MachineMapView } from '../../src/app/machine-panel/machine-map-view';
import { panelCss } from '../../src/app/machine-panel/panel-styles';
import { storyLinksFor } from './story-links';

/** Which machine a map story shows, and the flow machines it stands for (tests check every flow machine has one). */
export interface MachineMapParameter {
  machineId: string;
  covers: string[];
}

function MapPage({ machine, covers }: { machine: AnyStateMachine; covers: string[] }) {
  const map = machineMap(machine);
  const states = mapStates(map);
  const transitions = states.reduce((n, s) => n + s.transitions.length, 0);
  return (
    <main className="mp" style={{ padding: 16 }}>
      <style>{panelCss}</style>
      <h1 style={{ fontSize: 20, margin: '0 0 4px' }}>State map: {machine.id}</h1>
      <p className="mp-muted">
        Generated from the machine definition: {states.length - 1} states, {transitions} transitions. Each state links to its stories; open a story
        and its Machine panel to send events.
      </p>
      {covers.length > 1 || covers[0] !== machine.id ? <p className="mp-muted">The machine of: {covers.join(', ')}.</p> : null}
      <MachineMapView map={map} storyLinks={storyLinksFor(machine, covers)} />
    </main>
  );
}

/**
 * The state map page of one flow machine (a story of the Maps section). `covers` lists the flow
 * machines made from this definition, whose stories its states link to (itself by default).
 */
export function mapStory(machine: AnyStateMachine, name?: string, covers: string[] = [machine.id]): StoryObj {
  return {
    ...(name ? { name } : {}),
    parameters: { machineMap: { machineId: machine.id, covers } satisfies MachineMapParameter, layout: 'fullscreen' },
    render: () => <MapPage machine={machine} covers={covers} />,
  };
}
