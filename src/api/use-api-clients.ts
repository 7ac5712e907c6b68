import { useMemo } from 'react';
import { useMachineOptions } from '../session/machine-options';
import { useSession } from '../session/session-context';
import { createApiClients, type ApiClients } from './clients';

/**
 * The API clients for the current session, rebuilt only when the session (or `onLoading`) changes: pass a stable `onLoading`.
 * The time limit is the clients' default unless the machine options shorten it (tests).
 */
export function useApiClients(onLoading?: (text: string) => () => void): ApiClients {
  const session = useSession();
  const { apiTimeoutMs } = useMachineOptions();
  return useMemo(() => createApiClients({ session, onLoading, timeoutMs: apiTimeoutMs }), [session, onLoading, apiTimeoutMs]);
}
