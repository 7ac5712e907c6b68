/** @jsxRuntime automatic */
/** @jsxImportSource ./jsx */
// Storybook's manager builds this file too, with its own React (jsx/jsx-runtime.ts).
import { useState } from 'react';
import type { HistoryEntry, PanelActor } from './panel-state';

/** The editor's text for an event: the last one of its type sent (its payload kept), else the bare type. */
export function draftOf(type: string, history: readonly HistoryEntry[]): string {
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

export interface EventsProps {
  actor: PanelActor;
  send: (event: { type: string }) => void;
  /** The payload editor's text (null: closed); the diagram's arrows open it too. */
  draft: string | null;
  setDraft: (draft: string | null) => void;
}

export function Events({ actor, send, draft, setDraft }: EventsProps) {
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
