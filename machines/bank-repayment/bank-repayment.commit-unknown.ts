// The bank-card page's state for a payment whose outcome is unknown (docs/decisions/0133), apart from
// the machine's file for its length: the order read at 2, 5, 10, 20 and 40 s until it shows the
// payment made (paid) or the hold passes with it still owed (Pay offered again, with what was found).
import { bankRepaymentSetup } from './bank-repayment.setup';

/**
 * The commit's (or its code's) answer never came, or was a server error: the payment may have gone
 * through (docs/decisions/0133). Pay waits; the order is read at 2, 5, 10, 20 and 40 s (fresh).
 */
export const commitUnknown = bankRepaymentSetup.createStateConfig({
  initial: 'waiting',
  on: {
    'hold.cleared': [
      { guard: 'clearedTaken', target: 'paid', actions: ['endHold', 'clearPending'] },
      { target: 'loading', actions: ['clearPending', 'notPaid'] },
    ],
  },
  states: {
    waiting: {
      always: { guard: 'readDue', target: 'reading' },
      after: { nextRead: 'reading' },
    },
    reading: {
      invoke: {
        id: 'readRepayment',
        src: 'readRepayment',
        input: ({ context }) => ({ orderId: context.params.orderId }),
        onDone: [
          { guard: { type: 'paid', params: ({ event }) => event.output }, target: '#bankRepayment.pay.paid', actions: ['endHold', 'clearPending'] },
          {
            guard: 'lastRead',
            target: '#bankRepayment.pay.loading',
            actions: [{ type: 'releaseHold', params: { taken: false } }, 'clearPending', 'notPaid'],
          },
          { target: 'waiting', actions: 'nextRead' },
        ],
        onError: [
          { guard: 'lastRead', target: 'unread' },
          { target: 'waiting', actions: 'nextRead' },
        ],
      },
    },
    // The hold passed and the order could not be read: still unknown; Check again reads it once more.
    unread: { on: { 'repay.check': 'reading' } },
  },
});
