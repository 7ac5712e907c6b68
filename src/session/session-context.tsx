import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { sessionFromQuery, type Session } from './session';

const SessionContext = createContext<Session | null>(null);

/** Builds the session from `search` (a page query string) for everything below it. */
export function SessionProvider({ search, children }: { search: string; children: ReactNode }) {
  const session = useMemo(() => sessionFromQuery(search), [search]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  // A loan page without its session would call the API anonymously; fail loudly instead.
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}
