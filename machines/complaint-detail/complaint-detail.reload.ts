// The complaint detail's reload table (docs/decisions/0137): the complaint and its reply are read
// again, and the rating is asked for 3 s after that load when the server still asks for one. A rating
// in progress is the rating's own (machines/rating/rating.reload.ts, kept per complaint): it comes
// back open with its stars at once; nothing on this page is sent to a server.
import type { ReloadSpec } from '../shared/reload';

const READ_AGAIN = 'the complaint and its reply are read again, as on a first load: the reply may have come meanwhile';

export const complaintDetailReload: ReloadSpec<unknown, never> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    failed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
    loaded: { brings: 'start', why: READ_AGAIN },
    'loaded.awaitingRating': { brings: 'start', why: `${READ_AGAIN}; the 3 s before the rating count from that load` },
    'loaded.ratingOpen': {
      brings: 'start',
      why: `${READ_AGAIN}; the rating in progress comes back open with its stars by its own table, and the 3 s are counted again`,
    },
    'loaded.settled': { brings: 'start', why: READ_AGAIN },
  },
  keep: () => null,
};
