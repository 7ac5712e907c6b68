import { useCallback } from 'react';
import { serverMessage, type ApiError } from '../../api/errors';
import { useToast } from '../../ui/toast';

/**
 * The shared helper's rule (SPEC 8 and 9): when a call fails with a business code, the server's
 * own message shows as a toast for the default 3 s. Machines call it as their `announceFailure`
 * action; other failures say nothing here (the page shows its own line).
 */
export function useAnnounceFailure(): (error: ApiError | null) => void {
  const toast = useToast();
  return useCallback(
    (error: ApiError | null) => {
      const message = serverMessage(error);
      if (message !== undefined) toast.show(message, { kind: 'error' });
    },
    [toast],
  );
}
