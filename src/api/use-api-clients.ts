import { useMemo } from 'react';
import { useSession } from '../session/session-context';
import { createApiClients, type ApiClients } from './clients';

/** The API clients for the current session, rebuilt only when the session (or `onLoading`) changes: pass a stable `onLoading`. */
export function useApiClients(onLoading?: (text: string) => () => void): ApiClients {
  const session = useSession();
  return useMemo(() => createApiClients({ session, onLoading }), [session, onLoading]);
}
