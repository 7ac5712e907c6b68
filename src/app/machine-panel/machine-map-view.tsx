/** @jsxRuntime automatic */
/** @jsxImportSource ./jsx */
// Storybook's manager builds this file too, with its own React (jsx/jsx-runtime.ts).
import type { MachineMap, MapState } from './machine-map';
import type { StoryLink } from './panel-state';

export interface MapViewProps {
  map: MachineMap;
  /** Ids of the states the live actor is in (marked "now"). */
  activeIds?: readonly string[];
  /** Stories per state id; the current story's link is marked. */
  storyLinks?: Record<string, StoryLink[]>;
  currentStoryId?: string;
  storyHref?: (storyId: string) => { href: string; target?: string };
}

function shortId(id: string, machineId: string): string {
  return id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id;
}

function StateItem({ state, props }: { state: MapState; props: MapViewProps }) {
  const { map, activeIds = [], storyLinks, currentStoryId, storyHref } = props;
  const active = activeIds.includes(state.id);
  const links = storyLinks?.[state.id] ?? [];
  const name = state.path === '' ? `${map.machineId} (machine)` : (state.path.split('.').at(-1) ?? state.path);
  return (
    <li className={active ? 'mp-state mp-state--active' : 'mp-state'} data-state-id={state.id}>
      <div className="mp-state__head">
        <strong className="mp-state__name">{name}</strong> <span className="mp-badge">{state.type}</span>
        {state.initial ? <span className="mp-muted"> initial: {shortId(state.initial, map.machineId)}</span> : null}
        {state.tags.map((tag) => (
          <span key={tag} className="mp-badge mp-badge--tag">
            {tag}
          </span>
        ))}
        {active ? <span className="mp-now"> ● now</span> : null}
      </div>
      {state.invokes.length > 0 ? (
        <div className="mp-muted">
          invokes:{' '}
          {state.invokes.map((i) => (
            <code key={i.id}>{i.src === i.id ? i.src : `${i.src} (${i.id})`} </code>
          ))}
        </div>
      ) : null}
      {state.transitions.length > 0 ? (
        <ul className="mp-transitions">
          {state.transitions.map((t, i) => (
            <li key={i} data-transition={t.trigger}>
              <code>{t.trigger}</code>
              {t.guard ? <span className="mp-guard"> [{t.guard}]</span> : null}
              {' → '}
              {t.targets.length > 0 ? t.targets.map((id) => shortId(id, map.machineId)).join(', ') : '(stays)'}
            </li>
          ))}
        </ul>
      ) : null}
      {storyLinks ? (
        <div className="mp-stories">
          {links.length === 0 ? <span className="mp-muted">no story</span> : null}
          {links.map((link) => {
            const to = storyHref?.(link.id) ?? { href: `./?path=/story/${link.id}`, target: '_top' };
            const current = link.id === currentStoryId;
            return (
              <a
                key={link.id}
                className={current ? 'mp-story mp-story--current' : 'mp-story'}
                href={to.href}
                target={to.target}
                data-story-id={link.id}
                aria-current={current ? 'page' : undefined}
              >
                {current ? '▶ ' : ''}
                {link.name}
              </a>
            );
          })}
        </div>
      ) : null}
      {state.states.length > 0 ? (
        <ul className="mp-states">
          {state.states.map((child) => (
            <StateItem key={child.id} state={child} props={props} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A flow's state map: nested states, their transitions, invoked actors and stories. */
export function MachineMapView(props: MapViewProps) {
  return (
    <ul className="mp-states mp-map" aria-label={`State map of ${props.map.machineId}`}>
      <StateItem state={props.map.root} props={props} />
    </ul>
  );
}
