/** @jsxRuntime automatic */
/** @jsxImportSource ./jsx */
// Storybook's manager builds this file too, with its own React (jsx/jsx-runtime.ts).
import { useEffect, useState, type ReactNode } from 'react';
import type { AcceptedEvent } from './accepted-events';
import type { DiagramLayout } from './machine-diagram';
import { MachineDiagramView } from './machine-diagram-view';
import type { MachineMap } from './machine-map';
import { MachineMapView } from './machine-map-view';
import { PANEL_MARKER, type HistoryEntry, type PanelActor, type PanelState, type PanelTransport } from './panel-state';
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

/** The editor's text for an event: the last one of its type sent (its payload kept), else the bare type. */
function draftOf(type: string, history: readonly HistoryEntry[]): string {
  const last = history.find((h) => h.type === type);
  if (last) {
    try {
      const parsed: unknown = JSON.parse(last.event);
      if (typeof parsed === 'object' && parsed !== null) return JSON.stringify(parsed, null, 2);
    } catch {
      // Cut when it was long: start from the bare type.
    }
  }
  return JSON.stringify({ type }, null, 2);
}

/** The statechart of a machine, laid out by the transport (once per machine), or why not. */
function useLayout(transport: PanelTransport, map: MachineMap | undefined, wanted: boolean): { layout?: DiagramLayout; failure?: string } {
  const [result, setResult] = useState<{ layout?: DiagramLayout; failure?: string; machineId?: string }>({});
  useEffect(() => {
    if (!wanted || !map || !transport.layout) return;
    let alive = true;
    transport.layout(map).then(
      (layout) => alive && setResult((r) => (r.layout === layout ? r : { layout, machineId: map.machineId })),
      (error: unknown) => alive && setResult({ failure: error instanceof Error ? error.message : String(error), machineId: map.machineId }),
    );
    return () => {
      alive = false;
    };
  }, [transport, map, wanted]);
  return result.machineId === map?.machineId ? result : {};
}

interface EventsProps {
  actor: PanelActor;
  send: (event: { type: string }) => void;
  /** The payload editor's text (null: closed); the diagram's arrows open it too. */
  draft: string | null;
  setDraft: (draft: string | null) => void;
}

function Events({ actor, send, draft, setDraft }: EventsProps) {
  const [error, setError] = useState('');
  const sendDraft = () => {
    try {
      const parsed: unknown = JSON.parse(draft ?? '');
      if (typeof parsed !== 'object' || parsed === null || !('type' in parsed) || typeof parsed.type !== 'string') {
        setError('An event is an object with a string "type".');
        return;
      }
      setError('');
      send({ ...parsed, type: parsed.type });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Not JSON');
    }
  };
  return (
    <>
      {actor.accepted.length === 0 ? <p className="mp-muted">No event accepted ({actor.status}).</p> : null}
      <div className="mp-events" role="group" aria-label="Accepted events">
        {actor.accepted.map((e) => (
          <span key={e.type} className={e.enabled === false ? 'mp-event mp-event--off' : 'mp-event'}>
            <button
              type="button"
              title={e.enabled === false ? `Guarded off now: ${e.guards.join(', ')}` : e.guards.length ? `Guards: ${e.guards.join(', ')}` : 'Send'}
              onClick={() => send({ type: e.type })}
            >
              {e.type}
              {e.enabled === false ? ' ⊘' : ''}
            </button>
            <button type="button" aria-label={`Edit ${e.type} with a payload`} onClick={() => setDraft(draftOf(e.type, actor.history))}>
              {'{…}'}
            </button>
          </span>
        ))}
      </div>
      {draft !== null ? (
        <div className="mp-editor">
          <textarea aria-label="Event JSON" value={draft} onChange={(ev) => setDraft(ev.target.value)} spellCheck={false} />
          <button type="button" onClick={sendDraft}>
            Send event
          </button>{' '}
          <button type="button" onClick={() => setDraft(null)}>
            Close
          </button>
          {error ? <p className="mp-error">{error}</p> : null}
        </div>
      ) : null}
    </>
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
  const { layout, failure } = useLayout(transport, actor?.map, mapShown);
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
