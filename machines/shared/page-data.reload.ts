// The page-data machine's reload table (docs/decisions/0137, 0110, 0139), for every page made from
// it (instalment, extension, customer service): the page keeps nothing on the phone. Its answer is
// the server's (an amount, payment codes, contacts) and may have changed: a reload reads it again,
// as on a first load. Nothing on these pages commits: a channel's code is generated on the payment
// code page, which reads it on its own load.
import type { ReloadSpec } from './reload';

const READ_AGAIN = 'the answer is read again, as on a first load: it is the server’s, and may have changed';

export const pageDataReload: ReloadSpec<unknown, never> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    checking: {
      brings: 'start',
      why: `a kept answer is the Back or forward entry’s, in the page’s memory, gone with the reload: ${READ_AGAIN}`,
    },
    unconfirmed: { brings: 'start', why: `the kept answer is gone with the reload; ${READ_AGAIN}, which is the Check again` },
    loaded: { brings: 'start', why: READ_AGAIN },
    failed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
  },
  keep: () => null,
};
