import type { MachineMap, MapState, MapTransition } from './machine-map';

/**
 * A machine map as a statechart to lay out: one box per state (children inside their parent, a
 * parallel state's regions side by side), one arrow per transition (a targetless one loops back to
 * its state), and a dot with an arrow into each compound state's initial child. Sizes come from
 * the text (monospace, so its width is known without a browser); the layout library places them
 * (machine-diagram-layout.ts). Plain data, like the map.
 */
export interface DiagramBox {
  /** The state's id; the initial dot of a compound state is `<state id>#initial`. */
  id: string;
  kind: 'state' | 'initial';
  state?: MapState;
  width: number;
  height: number;
  /** Room above the children of a compound box, for its name and lines. */
  header: number;
  children: DiagramBox[];
}

export interface DiagramArrow {
  /** `<source id>#<index of the transition in its state>`, the same in every drawing of the machine. */
  id: string;
  kind: 'transition' | 'initial';
  source: string;
  /** Where it points: the transition's targets, or its own state when it has none. */
  targets: string[];
  transition?: MapTransition;
  /** The label, one line each: the trigger (event, `after <delay>`, `done: <actor>`…) and the guard. */
  lines: string[];
  labelWidth: number;
  labelHeight: number;
}

export interface DiagramGraph {
  machineId: string;
  root: DiagramBox;
  arrows: DiagramArrow[];
}

/** Marks the statechart's drawing: a production build must not contain it (tests/e2e/no-dev-tools.spec.ts). */
export const DIAGRAM_MARKER = 'loan-journey-statechart';

/** Monospace metrics of the drawing's text (ui-monospace at these sizes is 0.6 em wide). */
export const DIAGRAM_FONT = { name: 13, line: 11, label: 11 } as const;
const CHAR = 0.6;
const LINE_HEIGHT = 14;
const LABEL_LINE = 13;
const LABEL_CHARS = 30;
const PAD = 10;
export const INITIAL_DOT = 10;

const textWidth = (text: string, size: number) => Math.ceil(text.length * size * CHAR);

export function stateName(map: MachineMap, state: MapState): string {
  return state.path === '' ? map.machineId : (state.path.split('.').at(-1) ?? state.path);
}

/** The small lines under a state's name: its invoked actors and its tags. */
export function stateLines(state: MapState): string[] {
  const lines = state.invokes.map((i) => `invoke ${i.src === i.id ? i.src : `${i.src} (${i.id})`}`);
  if (state.tags.length > 0) lines.push(`tags ${state.tags.join(', ')}`);
  return lines;
}

/** A label cut into lines of at most LABEL_CHARS characters, at spaces, commas and dots where it can. */
export function wrapLabel(text: string): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > LABEL_CHARS) {
    const window = rest.slice(0, LABEL_CHARS);
    const cut = Math.max(window.lastIndexOf(' '), window.lastIndexOf(',') + 1, window.lastIndexOf('(') + 1);
    const at = cut > LABEL_CHARS / 3 ? cut : LABEL_CHARS;
    lines.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest) lines.push(rest);
  return lines;
}

function transitionLines(t: MapTransition): string[] {
  return [...wrapLabel(t.trigger), ...(t.guard ? wrapLabel(`[${t.guard}]`) : [])];
}

function box(map: MachineMap, state: MapState): DiagramBox {
  const lines = stateLines(state);
  const width = Math.max(textWidth(stateName(map, state), DIAGRAM_FONT.name), ...lines.map((l) => textWidth(l, DIAGRAM_FONT.line))) + 2 * PAD;
  const header = 24 + lines.length * LINE_HEIGHT;
  const children = state.states.map((child) => box(map, child));
  if (state.type === 'compound' && state.initial)
    children.unshift({ id: `${state.id}#initial`, kind: 'initial', width: INITIAL_DOT, height: INITIAL_DOT, header: 0, children: [] });
  return { id: state.id, kind: 'state', state, width, height: header + (children.length > 0 ? 0 : 8), header, children };
}

function arrow(id: string, kind: DiagramArrow['kind'], source: string, targets: string[], lines: string[], transition?: MapTransition): DiagramArrow {
  const labelWidth = lines.length > 0 ? Math.max(...lines.map((l) => textWidth(l, DIAGRAM_FONT.label))) + 6 : 0;
  return { id, kind, source, targets, lines, labelWidth, labelHeight: lines.length * LABEL_LINE + 2, ...(transition ? { transition } : {}) };
}

/** The statechart of a machine map, before layout. */
export function diagramGraph(map: MachineMap): DiagramGraph {
  const arrows: DiagramArrow[] = [];
  const walk = (state: MapState) => {
    if (state.type === 'compound' && state.initial)
      arrows.push(arrow(`${state.id}#initial`, 'initial', `${state.id}#initial`, state.initial.split(', '), []));
    state.transitions.forEach((t, i) => {
      const targets = t.targets.length > 0 ? t.targets : [state.id];
      arrows.push(arrow(`${state.id}#${i}`, 'transition', state.id, targets, transitionLines(t), t));
    });
    state.states.forEach(walk);
  };
  walk(map.root);
  return { machineId: map.machineId, root: box(map, map.root), arrows };
}

/** Every box of a graph, root first, depth first. */
export function diagramBoxes(graph: DiagramGraph): DiagramBox[] {
  const out: DiagramBox[] = [];
  const walk = (b: DiagramBox) => {
    out.push(b);
    b.children.forEach(walk);
  };
  walk(graph.root);
  return out;
}

export interface Point {
  x: number;
  y: number;
}

/** A box placed (absolute coordinates, the machine's box at the origin). */
export interface LaidBox {
  id: string;
  kind: 'state' | 'initial';
  /** The state's id (the initial dot's: its compound state's). */
  stateId: string;
  name: string;
  type: MapState['type'];
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
  header: number;
  depth: number;
}

/** An arrow placed: one path per target, its label box beside it. */
export interface LaidArrow {
  id: string;
  kind: 'transition' | 'initial';
  source: string;
  targets: string[];
  transition?: MapTransition;
  lines: string[];
  paths: Point[][];
  label?: { x: number; y: number; width: number; height: number };
}

/** A statechart laid out: plain data, so it crosses Storybook's channel like the map. */
export interface DiagramLayout {
  machineId: string;
  width: number;
  height: number;
  boxes: LaidBox[];
  arrows: LaidArrow[];
}

/** Whether a value is a laid-out statechart (what crosses Storybook's channel is checked, not trusted). */
export function isDiagramLayout(value: unknown): value is DiagramLayout {
  return (
    typeof value === 'object' &&
    value !== null &&
    'machineId' in value &&
    typeof value.machineId === 'string' &&
    'boxes' in value &&
    Array.isArray(value.boxes) &&
    'arrows' in value &&
    Array.isArray(value.arrows)
  );
}

/** A layout function that lays each machine out once (a machine's definition does not change while it runs). */
export function onePerMachine(layout: (map: MachineMap) => Promise<DiagramLayout>): (map: MachineMap) => Promise<DiagramLayout> {
  const done = new Map<string, Promise<DiagramLayout>>();
  return (map) => {
    let laid = done.get(map.machineId);
    if (!laid) {
      laid = layout(map);
      done.set(map.machineId, laid);
      // A failure is not kept: the next ask tries again.
      laid.catch(() => done.delete(map.machineId));
    }
    return laid;
  };
}
