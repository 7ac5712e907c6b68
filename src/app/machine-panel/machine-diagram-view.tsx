/** @jsxRuntime automatic */
/** @jsxImportSource ./jsx */
// Storybook's manager builds this file too, with its own React (jsx/jsx-runtime.ts).
import { useState } from 'react';
import type { AcceptedEvent } from './accepted-events';
import { DIAGRAM_MARKER, type DiagramLayout, type LaidArrow } from './machine-diagram';
import { Arrow, StateBox, type ArrowHandler, type StoryTargets } from './machine-diagram-parts';
import type { StoryLink } from './panel-state';

export interface DiagramViewProps extends StoryTargets {
  layout: DiagramLayout;
  /** Ids of the states the live actor is in (drawn highlighted). */
  activeIds?: readonly string[];
  /** The events the live actor accepts now: their arrows from active states are buttons. */
  accepted?: readonly AcceptedEvent[];
  onArrow?: ArrowHandler;
  storyLinks?: Record<string, StoryLink[]>;
}

/**
 * A machine's statechart, drawn from its layout: states as boxes inside their parents, transitions
 * as labelled arrows, initial dots, final states with a double border. Live (the panel), the
 * active states are highlighted and the arrows the machine accepts now are buttons.
 */
export function MachineDiagramView(props: DiagramViewProps) {
  const { layout, activeIds = [], accepted, onArrow, storyLinks } = props;
  const [fit, setFit] = useState(false);
  const marker = `mp-dg-head-${layout.machineId}`;
  const states = layout.boxes.filter((b) => b.kind === 'state').length;
  const transitions = layout.arrows.filter((a) => a.kind === 'transition').length;
  const activeSet = new Set(activeIds);
  const acceptedHere = (arrow: LaidArrow) => {
    const t = arrow.transition;
    if (!accepted || !t || t.kind !== 'event' || !activeSet.has(arrow.source)) return undefined;
    return accepted.find((e) => e.type === t.trigger);
  };
  return (
    <div className="mp-dg">
      <div className="mp-dg-tools">
        <button type="button" aria-pressed={fit} onClick={() => setFit(!fit)}>
          {fit ? 'Actual size' : 'Fit to width'}
        </button>
        {accepted && onArrow ? (
          <span className="mp-muted"> Blue arrows are accepted now: a click sends the event (Shift-click: with a payload).</span>
        ) : null}
      </div>
      <div className="mp-dg-scroll">
        <svg
          className="mp-dg-svg"
          role="group"
          aria-label={`Statechart of ${layout.machineId}: ${states - 1} states, ${transitions} transitions`}
          viewBox={`-1 -1 ${layout.width} ${layout.height}`}
          width={fit ? '100%' : layout.width}
          height={fit ? undefined : layout.height}
          data-machine-id={layout.machineId}
          data-diagram={DIAGRAM_MARKER}
        >
          <defs>
            {['', '-live'].map((suffix) => (
              <marker
                key={suffix}
                id={`${marker}${suffix}`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerUnits="userSpaceOnUse"
                markerWidth="9"
                markerHeight="9"
                orient="auto"
              >
                <path className={`mp-dg-head${suffix}`} d="M0 0 L10 5 L0 10 z" />
              </marker>
            ))}
          </defs>
          {[...layout.boxes]
            .sort((a, b) => a.depth - b.depth)
            .map((box) => (
              <StateBox
                key={box.id}
                box={box}
                active={activeSet.has(box.stateId) && box.kind === 'state' && box.depth > 0}
                links={storyLinks?.[box.stateId] ?? []}
                props={props}
              />
            ))}
          {layout.arrows.map((arrow) => (
            <Arrow
              key={arrow.id}
              arrow={arrow}
              accepted={acceptedHere(arrow)}
              marker={acceptedHere(arrow) && onArrow ? `${marker}-live` : marker}
              onArrow={onArrow}
            />
          ))}
        </svg>
      </div>
    </div>
  );
}
