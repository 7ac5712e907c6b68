import { useCallback } from 'react';
import { serverMessage, type ApiError } from '../../api/errors';
import { useToast } from '../../ui/toast';

/** A machine's `announceFailure` action, as the page provides it. */
export type AnnounceFailure = (_: unknown, params: { error: ApiError }) => void;

/**
 * The shared helper's rule (SPEC 8 and 9): when a call fails with a business code, the server's
 * own message shows as a toast for the default 3 s. Machines name it `announceFailure`; other
 * failures say nothing here (the page shows its own line).
 */
export function useAnnounceFailure(): AnnounceFailure {
  const toast = useToast();
  return useCallback<AnnounceFailure>(
    (_, { error }) => {
      const message = serverMessage(error);
      if (message !== undefined) toast.show(message, { kind: 'error' });
    },
    [toast],
  );
}
