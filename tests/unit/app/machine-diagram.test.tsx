// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, setup, type AnyStateMachine } from 'xstate';
import { diagramGraph, wrapLabel, type LaidBox } from '../../../src/app/machine-panel/machine-diagram';
import { layoutDiagram } from '../../../src/app/machine-panel/machine-diagram-layout';
import { MachineDiagramView } from '../../../src/app/machine-panel/machine-diagram-view';
import { machineMap, mapStates } from '../../../src/app/machine-panel/machine-map';
import { MachinePanel } from '../../../src/app/machine-panel/machine-panel';
import { createActorCollector, directTransport } from '../../../src/app/machine-panel/panel-state';

// The statechart of each flow machine, laid out by ELK and drawn as SVG (docs/decisions/0127-statecharts-and-phone-inspection.md). That
// each diagram has one box per state and one arrow per transition of the flow's spec table is held
// by every spec table (tests/helpers/spec-table.ts); here: the layout places all of it, the SVG
// draws all of it, and the panel's arrows send events.
const machineModules = import.meta.glob<Record<string, unknown>>('../../../machines/**/*.machine.ts', { eager: true });

function isMachine(v: unknown): v is AnyStateMachine {
  return typeof v === 'object' && v !== null && 'root' in v && 'resolveState' in v && 'id' in v;
}

const machines = Object.values(machineModules).flatMap((m) => Object.values(m).filter(isMachine));

function inside(child: LaidBox, parent: LaidBox): boolean {
  return (
    child.x >= parent.x &&
    child.y >= parent.y &&
    child.x + child.width <= parent.x + parent.width &&
    child.y + child.height <= parent.y + parent.height
  );
}

describe('the statechart of every flow machine', () => {
  it('covers the flow machines', () => {
    expect(machines.length).toBeGreaterThan(10);
  });

  for (const machine of machines) {
    it(`${machine.id}: laid out with every state inside its parent and every arrow drawn, and drawn as SVG`, async () => {
      const map = machineMap(machine);
      const layout = await layoutDiagram(map);
      const states = mapStates(map);
      const transitions = states.reduce((n, s) => n + s.transitions.length, 0);
      const boxes = new Map(layout.boxes.map((b) => [b.id, b]));
      // Every state placed, inside its parent's box (a child of the parent in the map).
      for (const s of states) {
        const box = boxes.get(s.id);
        expect(box, s.id).toBeDefined();
        for (const child of s.states) {
          const c = boxes.get(child.id);
          if (box && c) expect(inside(c, box), `${child.id} inside ${s.id}`).toBe(true);
        }
      }
      for (const b of layout.boxes) expect([b.x, b.y, b.width, b.height].every(Number.isFinite), b.id).toBe(true);
      // Every arrow has a path of at least two points per target, and its label placed.
      const arrows = layout.arrows.filter((a) => a.kind === 'transition');
      expect(arrows).toHaveLength(transitions);
      for (const a of layout.arrows) {
        expect(a.paths.length, a.id).toBeGreaterThanOrEqual(a.targets.length);
        for (const p of a.paths) expect(p.length, a.id).toBeGreaterThanOrEqual(2);
        if (a.kind === 'transition') expect(a.label, a.id).toBeDefined();
      }
      // The SVG: one box per state, one arrow per transition, each with its event, guard and delay.
      const { container } = render(<MachineDiagramView layout={layout} />);
      const svg = container.querySelector('svg[role="group"]');
      if (!svg) throw new Error('no statechart');
      expect(svg.getAttribute('aria-label')).toBe(`Statechart of ${machine.id}: ${states.length - 1} states, ${transitions} transitions`);
      expect(svg.querySelectorAll('[data-state-id]').length).toBe(states.length);
      for (const s of states) {
        const t = svg.querySelectorAll(`[data-source="${s.id}"][data-trigger]:not([data-trigger="initial"])`);
        expect(t.length, s.id).toBe(s.transitions.length);
        s.transitions.forEach((tr, i) => {
          const text = svg.querySelector(`[data-arrow="${s.id}#${i}"]`)?.textContent?.replace(/\s+/g, ' ') ?? '';
          expect(text.replaceAll(' ', '')).toContain(tr.trigger.replaceAll(' ', ''));
          if (tr.guard) expect(text.replaceAll(' ', '')).toContain(tr.guard.replaceAll(' ', ''));
        });
      }
    });
  }
});

describe('diagramGraph', () => {
  it('cuts long labels into lines, at spaces and commas where it can', () => {
    expect(wrapLabel('[and(amountShown, onlineAvailable)]')).toEqual(['[and(amountShown,', 'onlineAvailable)]']);
    expect(wrapLabel('load.retry')).toEqual(['load.retry']);
    expect(wrapLabel('x'.repeat(65))).toEqual(['x'.repeat(30), 'x'.repeat(30), 'x'.repeat(5)]);
  });

  it('marks initial states, loops a targetless transition back to its state and draws final states', () => {
    const m = setup({ types: { events: {} as { type: 'ping' } | { type: 'end' } } }).createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { on: { ping: {}, end: 'z' } }, z: { type: 'final' } },
    });
    const graph = diagramGraph(machineMap(m));
    expect(graph.arrows.map((a) => [a.kind, a.source, a.targets.join(), a.lines.join(' ')])).toEqual([
      ['initial', 'm#initial', 'm.a', ''],
      ['transition', 'm.a', 'm.a', 'ping'],
      ['transition', 'm.a', 'm.z', 'end'],
    ]);
    expect(graph.root.children.map((c) => [c.id, c.kind, c.state?.type])).toEqual([
      ['m#initial', 'initial', undefined],
      ['m.a', 'state', 'atomic'],
      ['m.z', 'state', 'final'],
    ]);
  });
});

/** A door: `open` guarded by the context, `unlock` by its payload, `leave` from the root. */
const door = setup({
  types: {
    context: {} as { locked: boolean },
    events: {} as { type: 'open' } | { type: 'unlock'; code: string } | { type: 'leave' },
  },
  guards: {
    unlocked: ({ context }) => !context.locked,
    rightCode: ({ event }) => (event.type === 'unlock' ? event.code.trim() === '1234' : false),
  },
}).createMachine({
  id: 'door',
  initial: 'closed',
  context: { locked: true },
  on: { leave: '.gone' },
  states: {
    closed: { on: { open: { guard: 'unlocked', target: 'opened' }, unlock: { guard: 'rightCode', target: 'opened' } } },
    opened: {},
    gone: { type: 'final' },
  },
});

describe('the panel statechart', () => {
  it('highlights the current state and sends an accepted arrow’s event; a payload opens the editor', async () => {
    // Laid out first: the panel's wait is for its own render, not for ELK on a loaded machine.
    const layout = await layoutDiagram(machineMap(door));
    const collector = createActorCollector();
    const actor = createActor(door, { inspect: collector.inspect }).start();
    const asked: string[] = [];
    const transport = directTransport(collector, async (map) => {
      asked.push(map.machineId);
      return layout;
    });
    render(<MachinePanel transport={transport} />);
    const chart = await screen.findByRole('group', { name: 'Statechart of door: 3 states, 3 transitions' });
    expect(asked[0]).toBe('door');
    expect(chart.querySelector('[data-state-id="door.closed"] .mp-dg-box--active')).not.toBeNull();
    expect(chart.querySelector('[data-state-id="door.opened"] .mp-dg-box--active')).toBeNull();
    // Accepted now: the three events of closed and the root; `open` is refused by its guard.
    const buttons = within(chart).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Send leave',
      'Send open (its guard refuses it now: opens the editor)',
      'Send unlock (needs its payload: opens the editor)',
    ]);
    // `unlock` needs its code: the click opens the editor with the bare event to fill in.
    fireEvent.click(within(chart).getByRole('button', { name: /^Send unlock/ }));
    const editor = screen.getByRole('textbox', { name: 'Event JSON' });
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual({ type: 'unlock' });
    fireEvent.change(editor, { target: { value: '{"type":"unlock","code":"1234"}' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send event' })));
    expect(screen.getByTestId('machine-panel-state').textContent).toBe('opened');
    expect(chart.querySelector('[data-state-id="door.opened"] .mp-dg-box--active')).not.toBeNull();
    // `leave` is taken as it is: a click sends it, the keyboard too.
    await act(async () => fireEvent.keyDown(within(chart).getByRole('button', { name: 'Send leave' }), { key: 'Enter' }));
    expect(screen.getByTestId('machine-panel-state').textContent).toBe('gone');
    expect(within(chart).queryAllByRole('button')).toEqual([]);
    actor.stop();
  });

  it('a state box links to the story held in it', async () => {
    const layout = await layoutDiagram(machineMap(door));
    const collector = createActorCollector();
    const actor = createActor(door, { inspect: collector.inspect }).start();
    const base = directTransport(collector, async () => layout);
    const transport = {
      ...base,
      subscribe: (listener: Parameters<typeof base.subscribe>[0]) =>
        base.subscribe((state) =>
          listener({ ...state, storyLinks: { 'door.closed': [{ id: 'door--closed', name: 'Closed' }] }, currentStoryId: 'door--closed' }),
        ),
      storyHref: (id: string) => ({ href: `?path=/story/${id}` }),
    };
    render(<MachinePanel transport={transport} />);
    const chart = await screen.findByRole('group', { name: /^Statechart of door/ });
    const link = within(chart).getByRole('link', { name: 'closed: story Closed' });
    expect(link.getAttribute('href')).toBe('?path=/story/door--closed');
    actor.stop();
  });
});
