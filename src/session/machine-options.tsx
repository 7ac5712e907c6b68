import { createContext, useContext, type ReactNode } from 'react';
import type { AnyStateMachine, InspectionEvent, Observer, Snapshot } from 'xstate';

export type Implementations = Parameters<AnyStateMachine['provide']>[0];

/**
 * How flow machines are started, decided by whoever renders the page: the app (inspector),
 * stories (a restored snapshot per machine id) or tests (coverage inspection, fake actors).
 * Kept free of xstate at run time: the public home loads this module.
 */
export interface MachineOptions {
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  snapshots?: Record<string, Snapshot<unknown>>;
  overrides?: Record<string, Implementations>;
  /**
   * The API clients' time limit in ms (default DEFAULT_TIMEOUT_MS, 60 s), or one per call's path.
   * Only tests set it, to reach a time-out without waiting a minute (tests/reliability).
   */
  apiTimeoutMs?: number | ((path: string) => number);
  /**
   * How long the payment code page waits for the server's code before it shows one kept on the
   * phone (default KEPT_CODE_WAIT_MS, 4 s; docs/decisions/0136). Only tests set it.
   */
  keptCodeWaitMs?: number;
}

const MachineOptionsContext = createContext<MachineOptions>({});

export function MachineOptionsProvider({ value, children }: { value: MachineOptions; children: ReactNode }) {
  return <MachineOptionsContext.Provider value={value}>{children}</MachineOptionsContext.Provider>;
}

export function useMachineOptions(): MachineOptions {
  return useContext(MachineOptionsContext);
}
