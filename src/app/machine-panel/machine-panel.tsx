/** @jsxRuntime automatic */
/** @jsxImportSource ./jsx */
// Storybook's manager builds this file too, with its own React (jsx/jsx-runtime.ts).
import { useEffect, useState, type ReactNode } from 'react';
import type { AcceptedEvent } from './accepted-events';
import { MachineDiagramView } from './machine-diagram-view';
import { MachineMapView } from './machine-map-view';
import { draftOf, Events } from './panel-events';
import { PANEL_MARKER, type PanelState, type PanelTransport } from './panel-state';
import { useDiagramLayout } from './use-diagram-layout';
import { panelCss } from './panel-styles';

const LONG = 80;

/** A JSON value, readable: objects and arrays fold, long strings fold behind their start. */
function Tree({ name, value, depth }: { name?: string; value: unknown; depth: number }): ReactNode {
  const label = name === undefined ? null : <span className="mp-key">{name}: </span>;
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
    return (
      <li>
        <details open={depth < 1 && entries.length < 30}>
          <summary>
            {label}
            <span className="mp-muted">{summary}</span>
          </summary>
          <ul className="mp-tree">
            {entries.map(([k, v]) => (
              <Tree key={k} name={k} value={v} depth={depth + 1} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  const text = JSON.stringify(value) ?? String(value);
  if (text.length > LONG)
    return (
      <li>
        <details>
          <summary>
            {label}
            <code>{text.slice(0, LONG - 20)}…</code> <span className="mp-muted">({text.length} chars)</span>
          </summary>
          <code style={{ wordBreak: 'break-all' }}>{text}</code>
        </details>
      </li>
    );
  return (
    <li>
      {label}
      <code>{text}</code>
    </li>
  );
}

export interface MachinePanelProps {
  transport: PanelTransport;
  /** Shows the state map section (the in-page panel keeps it folded). */
  mapOpen?: boolean;
}

/**
 * The machine panel: for each actor the transport reports, its state value, tags, context, the
 * events it accepts now (sent live with a click, or with a payload from the editor), the last
 * events with the state each led to, and its state map: the statechart with the active states
 * highlighted and the accepted arrows as buttons, then the same as a list. One component for
 * Storybook's addon panel and the in-page panel of `?inspect=panel`.
 */
export function MachinePanel({ transport, mapOpen = true }: MachinePanelProps) {
  const [state, setState] = useState<PanelState>({ actors: [] });
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [mapShown, setMapShown] = useState(mapOpen);
  useEffect(() => transport.subscribe(setState), [transport]);
  const actor = state.actors.find((a) => a.key === selected) ?? state.actors[0];
  const { layout, failure } = useDiagramLayout(transport, actor?.map, mapShown);
  // An arrow the machine accepts now: sent as it is when the bare event is taken, else into the editor.
  const onArrow = (event: AcceptedEvent, editor: boolean) => {
    if (!actor) return;
    if (!editor && event.enabled === true) transport.send(actor.key, { type: event.type });
    else setDraft(draftOf(event.type, actor.history));
  };
  return (
    <section className="mp" data-panel={PANEL_MARKER} aria-label="Machine panel">
      <style>{panelCss}</style>
      {!actor ? (
        <p className="mp-muted">No machine on this page.</p>
      ) : (
        <>
          {state.actors.length > 1 ? (
            <select className="mp-select" aria-label="Actor" value={actor.key} onChange={(e) => setSelected(e.target.value)}>
              {state.actors.map((a) => (
                <option key={a.key} value={a.key}>
                  {a.machineId} ({a.key})
                </option>
              ))}
            </select>
          ) : null}
          <h3>Machine {actor.machineId}</h3>
          <div>
            <span className="mp-value" data-testid="machine-panel-state" aria-label="State value">
              {actor.valueText}
            </span>
            {actor.status !== 'active' ? <span className="mp-badge">{actor.status}</span> : null}
            {actor.tags.map((t) => (
              <span key={t} className="mp-badge mp-badge--tag">
                {t}
              </span>
            ))}
          </div>
          <h3>Events it accepts</h3>
          <Events actor={actor} send={(event) => transport.send(actor.key, event)} draft={draft} setDraft={setDraft} />
          <h3>Context</h3>
          <ul className="mp-tree" aria-label="Context">
            <Tree value={actor.context} depth={0} />
          </ul>
          <h3>Last events</h3>
          <ol className="mp-history" aria-label="Last events">
            {actor.history.map((h, i) => (
              <li key={actor.history.length - i}>
                <code>{h.event}</code> → <strong>{h.to}</strong>
              </li>
            ))}
          </ol>
          <details open={mapShown} onToggle={(e) => setMapShown(e.currentTarget.open)}>
            <summary>
              <h3 style={{ display: 'inline' }}>State map</h3>
            </summary>
            {/* Drawn once opened: the in-page panel fetches the layout library only then. */}
            {mapShown ? (
              <>
                {layout ? (
                  <MachineDiagramView
                    layout={layout}
                    activeIds={actor.activeIds}
                    accepted={actor.accepted}
                    onArrow={onArrow}
                    storyLinks={state.storyLinks}
                    currentStoryId={state.currentStoryId}
                    storyHref={transport.storyHref?.bind(transport)}
                  />
                ) : transport.layout ? (
                  <p className="mp-muted">{failure ? `The statechart could not be laid out: ${failure}` : 'Laying out the statechart…'}</p>
                ) : null}
                <MachineMapView
                  map={actor.map}
                  activeIds={actor.activeIds}
                  storyLinks={state.storyLinks}
                  currentStoryId={state.currentStoryId}
                  storyHref={transport.storyHref?.bind(transport)}
                />
              </>
            ) : null}
          </details>
        </>
      )}
    </section>
  );
}
