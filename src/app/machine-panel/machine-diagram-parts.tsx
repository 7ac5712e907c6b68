/** @jsxRuntime automatic */
/** @jsxImportSource ./jsx */
// Storybook's manager builds this file too, with its own React (jsx/jsx-runtime.ts).
import type { KeyboardEvent, MouseEvent } from 'react';
import type { AcceptedEvent } from './accepted-events';
import { DIAGRAM_FONT, type LaidArrow, type LaidBox, type Point } from './machine-diagram';
import type { StoryLink } from './panel-state';

// The statechart's parts: a state's box (a link to its story when it has one) and a transition's arrow.

/** A click on an accepted arrow; `editor` when the click asks for the payload editor (Shift or Alt held). */
export type ArrowHandler = (event: AcceptedEvent, editor: boolean) => void;

/** Where a state's story link goes. */
export interface StoryTargets {
  currentStoryId?: string;
  storyHref?: (storyId: string) => { href: string; target?: string };
}
const LABEL_LINE = 13;

function pathOf(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

function boxClass(box: LaidBox, active: boolean): string {
  return ['mp-dg-box', `mp-dg-box--${box.type}`, active ? 'mp-dg-box--active' : ''].filter(Boolean).join(' ');
}

export function StateBox({ box, active, links, props }: { box: LaidBox; active: boolean; links: StoryLink[]; props: StoryTargets }) {
  if (box.kind === 'initial') {
    const r = box.width / 2;
    return <circle className="mp-dg-initial" data-initial-of={box.stateId} cx={box.x + r} cy={box.y + r} r={r} />;
  }
  const compound = box.type === 'compound' || box.type === 'parallel';
  const nameY = box.y + 17;
  const nameX = compound ? box.x + 8 : box.x + box.width / 2;
  const anchor = compound ? 'start' : 'middle';
  const shape = (
    <>
      <rect className={boxClass(box, active)} x={box.x} y={box.y} width={box.width} height={box.height} rx={compound ? 8 : 6} />
      {box.type === 'final' ? (
        <rect className="mp-dg-final" x={box.x + 3} y={box.y + 3} width={box.width - 6} height={box.height - 6} rx={4} />
      ) : null}
      <text className="mp-dg-name" x={nameX} y={nameY} textAnchor={anchor} fontSize={DIAGRAM_FONT.name}>
        {box.type === 'history' ? `H ${box.name}` : box.name}
        {active ? ' ●' : ''}
      </text>
      {box.lines.map((line, i) => (
        <text key={line} className="mp-dg-line" x={nameX} y={nameY + 15 + i * 14} textAnchor={anchor} fontSize={DIAGRAM_FONT.line}>
          {line}
        </text>
      ))}
    </>
  );
  const first = links.find((l) => l.id === props.currentStoryId) ?? links[0];
  const title = `${box.stateId}${links.length > 0 ? `: ${links.map((l) => l.name).join(', ')}` : ''}`;
  if (!first)
    return (
      <g data-state-id={box.stateId}>
        <title>{title}</title>
        {shape}
      </g>
    );
  const to = props.storyHref?.(first.id) ?? { href: `./?path=/story/${first.id}`, target: '_top' };
  const more = links.length > 1 ? ` (${links.length} stories)` : '';
  return (
    <a
      href={to.href}
      target={to.target}
      data-state-id={box.stateId}
      data-story-id={first.id}
      className="mp-dg-link"
      aria-label={`${box.name}: story ${first.name}${more}`}
    >
      <title>{title}</title>
      {shape}
    </a>
  );
}

export function Arrow({ arrow, accepted, marker, onArrow }: { arrow: LaidArrow; accepted?: AcceptedEvent; marker: string; onArrow?: ArrowHandler }) {
  const t = arrow.transition;
  const kind = arrow.kind === 'initial' ? 'initial' : (t?.kind ?? 'event');
  const live = accepted && onArrow ? accepted : undefined;
  const className = ['mp-dg-arrow', `mp-dg-arrow--${kind}`, live ? 'mp-dg-arrow--accepted' : '', live?.enabled === false ? 'mp-dg-arrow--off' : '']
    .filter(Boolean)
    .join(' ');
  const label = arrow.label;
  const drawing = (
    <>
      {arrow.paths.map((points, i) => (
        <path key={i} className="mp-dg-edge" d={pathOf(points)} markerEnd={`url(#${marker})`} />
      ))}
      {/* A wider line to hit than to see, where the arrow is a button. */}
      {live ? arrow.paths.map((points, i) => <path key={`hit${i}`} className="mp-dg-hit" d={pathOf(points)} />) : null}
      {label ? (
        <>
          <rect className="mp-dg-label" x={label.x - 2} y={label.y - 1} width={label.width + 4} height={label.height + 2} rx={3} />
          {arrow.lines.map((line, i) => (
            <text
              key={i}
              className={line.startsWith('[') || i > 0 ? 'mp-dg-label-text mp-dg-label-guard' : 'mp-dg-label-text'}
              x={label.x + 1}
              y={label.y + 11 + i * LABEL_LINE}
              fontSize={DIAGRAM_FONT.label}
            >
              {line}
            </text>
          ))}
        </>
      ) : null}
    </>
  );
  const data = { 'data-arrow': arrow.id, 'data-source': arrow.source, 'data-trigger': t?.trigger ?? 'initial' };
  if (!live || !onArrow)
    return (
      <g className={className} {...data}>
        {drawing}
      </g>
    );
  const send = (editor: boolean) => onArrow(live, editor);
  const hint =
    live.enabled === true ? '' : live.enabled === false ? ' (its guard refuses it now: opens the editor)' : ' (needs its payload: opens the editor)';
  return (
    <g
      className={className}
      {...data}
      role="button"
      tabIndex={0}
      aria-label={`Send ${live.type}${hint}`}
      onClick={(e: MouseEvent) => send(e.shiftKey || e.altKey)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          send(e.shiftKey || e.altKey);
        }
      }}
    >
      <title>{`Send ${live.type}${hint}; Shift-click for the payload editor`}</title>
      {drawing}
    </g>
  );
}
