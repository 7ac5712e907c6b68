/** @jsxRuntime automatic */
/** @jsxImportSource ./jsx */
// Storybook's manager builds this file too, with its own React (jsx/jsx-runtime.ts).
import { useEffect, useState, type ReactNode } from 'react';
import { MachineMapView } from './machine-map-view';
import { PANEL_MARKER, type PanelActor, type PanelState, type PanelTransport } from './panel-state';
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

function Events({ actor, send }: { actor: PanelActor; send: (event: { type: string }) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
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
            <button type="button" aria-label={`Edit ${e.type} with a payload`} onClick={() => setDraft(JSON.stringify({ type: e.type }, null, 2))}>
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
 * events with the state each led to, and its state map. One component for Storybook's addon
 * panel and the in-page panel of `?inspect=panel`.
 */
export function MachinePanel({ transport, mapOpen = true }: MachinePanelProps) {
  const [state, setState] = useState<PanelState>({ actors: [] });
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => transport.subscribe(setState), [transport]);
  const actor = state.actors.find((a) => a.key === selected) ?? state.actors[0];
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
          <Events actor={actor} send={(event) => transport.send(actor.key, event)} />
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
          <details open={mapOpen}>
            <summary>
              <h3 style={{ display: 'inline' }}>State map</h3>
            </summary>
            <MachineMapView
              map={actor.map}
              activeIds={actor.activeIds}
              storyLinks={state.storyLinks}
              currentStoryId={state.currentStoryId}
              storyHref={transport.storyHref?.bind(transport)}
            />
          </details>
        </>
      )}
    </section>
  );
}
