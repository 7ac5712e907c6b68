import { useMemo } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import type { AnyStateMachine } from 'xstate';
import { isDiagramLayout, type DiagramLayout } from '../../src/app/machine-panel/machine-diagram';
import { MachineDiagramView } from '../../src/app/machine-panel/machine-diagram-view';
import { machineMap, mapStates } from '../../src/app/machine-panel/machine-map';
import { MachineMapView } from '../../src/app/machine-panel/machine-map-view';
import { panelCss } from '../../src/app/machine-panel/panel-styles';
import { storyLinksFor } from './story-links';

/** Which machine a map story shows, and the flow machines it stands for (tests check every flow machine has one). */
export interface MachineMapParameter {
  machineId: string;
  covers: string[];
}

interface Statechart {
  layout?: DiagramLayout;
  failure?: string;
}

/** The map's statechart, laid out before the story renders (a Storybook loader): ELK is a chunk of its own. */
async function layOut(machine: AnyStateMachine): Promise<Statechart> {
  try {
    const { layoutDiagram } = await import('../../src/app/machine-panel/machine-diagram-layout');
    return { layout: await layoutDiagram(machineMap(machine)) };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

function statechartOf(loaded: unknown): Statechart {
  if (typeof loaded !== 'object' || loaded === null || !('statechart' in loaded)) return {};
  const { statechart } = loaded;
  if (typeof statechart !== 'object' || statechart === null) return {};
  if ('layout' in statechart && isDiagramLayout(statechart.layout)) return { layout: statechart.layout };
  return 'failure' in statechart && typeof statechart.failure === 'string' ? { failure: statechart.failure } : {};
}

function MapPage({ machine, covers, statechart }: { machine: AnyStateMachine; covers: string[]; statechart: Statechart }) {
  const map = useMemo(() => machineMap(machine), [machine]);
  const links = useMemo(() => storyLinksFor(machine, covers), [machine, covers]);
  const states = mapStates(map);
  const transitions = states.reduce((n, s) => n + s.transitions.length, 0);
  const { layout, failure } = statechart;
  return (
    <main className="mp" style={{ padding: 16 }}>
      <style>{panelCss}</style>
      <h1 style={{ fontSize: 20, margin: '0 0 4px' }}>State map: {machine.id}</h1>
      <p className="mp-muted">
        Generated from the machine definition: {states.length - 1} states, {transitions} transitions. Each state links to its stories; open a story
        and its Machine panel to send events.
      </p>
      {covers.length > 1 || covers[0] !== machine.id ? <p className="mp-muted">The machine of: {covers.join(', ')}.</p> : null}
      <h2 style={{ fontSize: 16, margin: '12px 0 4px' }}>Statechart</h2>
      {layout ? <MachineDiagramView layout={layout} storyLinks={links} /> : null}
      {failure ? <p className="mp-muted">The statechart could not be laid out: {failure}</p> : null}
      <h2 style={{ fontSize: 16, margin: '16px 0 4px' }}>States and transitions</h2>
      <MachineMapView map={map} storyLinks={links} />
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
    loaders: [async () => ({ statechart: await layOut(machine) })],
    render: (_args, { loaded }) => <MapPage machine={machine} covers={covers} statechart={statechartOf(loaded)} />,
  };
}
