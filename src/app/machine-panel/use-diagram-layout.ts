import { useEffect, useState } from 'react';
import type { DiagramLayout } from './machine-diagram';
import type { MachineMap } from './machine-map';
import type { PanelTransport } from './panel-state';

/** The statechart of a machine, laid out by the transport (once per machine), or why not. */
export function useDiagramLayout(
  transport: PanelTransport,
  map: MachineMap | undefined,
  wanted: boolean,
): { layout?: DiagramLayout; failure?: string } {
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
