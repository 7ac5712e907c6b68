// The contract page's reload table (docs/decisions/0137): the contract is the server's text for the
// order, read again on the page loaded again; nothing is kept, nothing is sent.
import type { ReloadSpec } from '../shared/reload';

const READ_AGAIN = 'the contract is read again, as on a first load; where the borrower had scrolled is the browser’s';

export const contractReload: ReloadSpec<unknown, never> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    loaded: { brings: 'start', why: READ_AGAIN },
    failed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
  },
  keep: () => null,
};
