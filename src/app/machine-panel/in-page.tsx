import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { onePerMachine } from './machine-diagram';
import { MachinePanel } from './machine-panel';
import { createActorCollector, directTransport, type ActorCollector } from './panel-state';

const drawerCss = `
.mp-drawer { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483000; font: 13px system-ui, sans-serif; }
.mp-drawer__toggle { position: absolute; right: 8px; bottom: 8px; min-height: 40px; padding: 0 12px; border-radius: 20px; border: 0; background: #1b1f24; color: #fff; font: 600 13px ui-monospace, monospace; box-shadow: 0 2px 8px rgba(0,0,0,.3); max-width: calc(100vw - 16px); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.mp-drawer__sheet { max-height: 70vh; overflow: auto; background: #fff; border-top: 2px solid #1b1f24; box-shadow: 0 -4px 16px rgba(0,0,0,.2); padding-bottom: 56px; }
`;

function Drawer({ collector }: { collector: ActorCollector }) {
  // The statechart's layout library is fetched once the state map is opened.
  const transport = useMemo(
    () =>
      directTransport(
        collector,
        onePerMachine((map) => import('./machine-diagram-layout').then(({ layoutDiagram }) => layoutDiagram(map))),
      ),
    [collector],
  );
  const [open, setOpen] = useState(false);
  return (
    <div className="mp-drawer">
      <style>{drawerCss}</style>
      {open ? (
        <div className="mp-drawer__sheet" id="machine-panel-sheet">
          <MachinePanel transport={transport} mapOpen={false} />
        </div>
      ) : null}
      <button type="button" className="mp-drawer__toggle" aria-expanded={open} aria-controls="machine-panel-sheet" onClick={() => setOpen(!open)}>
        {open ? 'Close machines' : 'Machines'}
      </button>
    </div>
  );
}

/**
 * `?inspect=panel` in development: the machine panel in a drawer at the foot of the page, for a
 * webview where the inspector's popup cannot open. Returns the `inspect` callback for the page's
 * actors. Loaded only by the development branch of src/main.tsx.
 */
export function startInPagePanel(): (event: InspectionEvent) => void {
  const collector = createActorCollector();
  const host = document.createElement('div');
  host.id = 'machine-panel-host';
  document.body.append(host);
  createRoot(host).render(<Drawer collector={collector} />);
  return collector.inspect;
}
