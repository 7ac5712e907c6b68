// The payment code page's reload table (docs/decisions/0137, 0131, 0136): the page keeps nothing for
// the reload itself. The code is generated again by the page's load (generate-vcode: it moves no
// money); without a connection the load answers with the code kept on the phone, as on a first load.
import type { ReloadSpec } from '../shared/reload';

const READ_AGAIN = 'the code is asked for again, as on a first load: the server may have replaced it';

export const paymentInstructionsReload: ReloadSpec<unknown, never> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    checking: { brings: 'start', why: `the kept code of a Back or forward entry is in the page’s memory, gone with the reload; ${READ_AGAIN}` },
    unconfirmed: { brings: 'start', why: `the kept code is gone with the reload; ${READ_AGAIN}, which is the Check again` },
    offline: {
      brings: 'start',
      why: `${READ_AGAIN}; still without a connection, the load shows the code kept on the phone again, with when it was given`,
    },
    loaded: { brings: 'start', why: READ_AGAIN },
    failed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
  },
  keep: () => null,
};
