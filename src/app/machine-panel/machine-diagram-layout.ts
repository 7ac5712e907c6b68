import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { MachineMap } from './machine-map';
import {
  diagramGraph,
  stateLines,
  stateName,
  type DiagramBox,
  type DiagramGraph,
  type DiagramLayout,
  type LaidArrow,
  type LaidBox,
  type Point,
} from './machine-diagram';

/**
 * Lays a machine's statechart out with ELK's layered algorithm (elkjs, the layout library of
 * Stately's visualizer), across nesting levels at once so an arrow may leave or enter a compound
 * state. Loaded only on demand (dynamic import) by Storybook's preview and the development panel:
 * ELK is 1.6 MB of script that no app page carries.
 */
const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

const ARROW_SPLIT = '>';

function elkNode(b: DiagramBox): ElkNode {
  if (b.kind === 'initial') return { id: b.id, width: b.width, height: b.height };
  const options: Record<string, string> = {
    'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    'elk.nodeSize.minimum': `(${b.width}, ${b.height})`,
  };
  if (b.children.length > 0) options['elk.padding'] = `[top=${b.header + 8},left=14,bottom=14,right=14]`;
  return { id: b.id, width: b.width, height: b.height, layoutOptions: options, children: b.children.map(elkNode) };
}

function parents(root: DiagramBox): Map<string, string | null> {
  const out = new Map<string, string | null>([[root.id, null]]);
  const walk = (b: DiagramBox) =>
    b.children.forEach((c) => {
      out.set(c.id, b.id);
      walk(c);
    });
  walk(root);
  return out;
}

/** The ELK graph: one node per box, one edge per arrow and target, each in the box that holds both ends. */
export function elkGraph(graph: DiagramGraph): ElkNode {
  const parent = parents(graph.root);
  const holder = new Map<string, ElkExtendedEdge[]>();
  const chain = (id: string) => {
    const out: string[] = [];
    for (let at: string | null | undefined = id; at; at = parent.get(at)) out.push(at);
    return out;
  };
  for (const a of graph.arrows)
    a.targets.forEach((target, k) => {
      const up = chain(a.source);
      const common = chain(target).find((id) => up.includes(id) && id !== a.source && id !== target) ?? parent.get(a.source) ?? 'diagram';
      const edge: ElkExtendedEdge = { id: `${a.id}${ARROW_SPLIT}${k}`, sources: [a.source], targets: [target] };
      if (k === 0 && a.lines.length > 0)
        edge.labels = [{ id: `${a.id}${ARROW_SPLIT}label`, text: a.lines.join('\n'), width: a.labelWidth, height: a.labelHeight }];
      holder.set(common, [...(holder.get(common) ?? []), edge]);
    });
  const withEdges = (n: ElkNode): ElkNode => ({ ...n, children: n.children?.map(withEdges), edges: holder.get(n.id) ?? [] });
  return { id: 'diagram', layoutOptions: ROOT_OPTIONS, children: [withEdges(elkNode(graph.root))], edges: holder.get('diagram') ?? [] };
}

function num(v: number | undefined): number {
  return Math.round((v ?? 0) * 10) / 10;
}

/** The placed graph as plain data, from ELK's answer. */
export function fromElk(graph: DiagramGraph, map: MachineMap, laid: ElkNode): DiagramLayout {
  const boxes: LaidBox[] = [];
  const laidEdges = new Map<string, ElkExtendedEdge>();
  const place = (n: ElkNode, b: DiagramBox, depth: number) => {
    (n.edges ?? []).forEach((e) => laidEdges.set(e.id, e));
    const state = b.state;
    boxes.push({
      id: b.id,
      kind: b.kind,
      stateId: state?.id ?? b.id.replace(/#initial$/, ''),
      name: state ? stateName(map, state) : '',
      type: state?.type ?? 'atomic',
      lines: state ? stateLines(state) : [],
      x: num(n.x),
      y: num(n.y),
      width: num(n.width),
      height: num(n.height),
      header: b.header,
      depth,
    });
    b.children.forEach((child, i) => {
      const sub = n.children?.[i];
      if (sub) place(sub, child, depth + 1);
    });
  };
  (laid.edges ?? []).forEach((e) => laidEdges.set(e.id, e));
  const rootNode = laid.children?.[0];
  if (rootNode) place(rootNode, graph.root, 0);
  const arrows: LaidArrow[] = graph.arrows.map((a) => {
    const paths: Point[][] = [];
    let label: LaidArrow['label'];
    a.targets.forEach((_, k) => {
      const edge = laidEdges.get(`${a.id}${ARROW_SPLIT}${k}`);
      for (const s of edge?.sections ?? [])
        paths.push([s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => ({ x: num(p.x), y: num(p.y) })));
      const l = edge?.labels?.[0];
      if (l) label = { x: num(l.x), y: num(l.y), width: num(l.width), height: num(l.height) };
    });
    return {
      id: a.id,
      kind: a.kind,
      source: a.source,
      targets: a.targets,
      lines: a.lines,
      paths,
      ...(a.transition ? { transition: a.transition } : {}),
      ...(label ? { label } : {}),
    };
  });
  return { machineId: graph.machineId, width: num(rootNode?.width) + 2, height: num(rootNode?.height) + 2, boxes, arrows };
}

const elk = new ELK();

/** The statechart of a machine map, laid out. */
export async function layoutDiagram(map: MachineMap): Promise<DiagramLayout> {
  const graph = diagramGraph(map);
  const laid = await elk.layout(elkGraph(graph));
  return fromElk(graph, map, laid);
}
