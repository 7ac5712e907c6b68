// The bank-card page's reload table (docs/decisions/0137). What the page keeps: the commit waiting
// for its SMS code and when its last code was sent (src/flows/bank-repayment/pending-commit.ts, per
// order, docs/decisions/0097), and the card chosen (kept per history entry, made again on the page
// loaded again, docs/decisions/0111). `keep` says the same as a rule the reload check runs.
// A commit or confirm in flight, or whose outcome is unknown, is held on the phone per user and order
// (src/lib/held-outcomes.ts, docs/decisions/0133): a reload finds it and reads the order before Pay.
import type { SnapshotFrom } from 'xstate';
import type { ReloadSpec } from '../shared/reload';
import type { bankRepaymentMachine } from './bank-repayment.machine';
import type { PendingCommit } from './bank-repayment.types';

type Snapshot = SnapshotFrom<typeof bankRepaymentMachine>;

export interface BankRepaymentKept {
  /** The commit waiting for its code, with when its last code was sent; null: none. */
  pending: { commit: PendingCommit; sentAt: number; resending: boolean; lastSentAt?: number } | null;
  /** The card chosen (its id), made again once the cards are on screen. */
  cardId: string | null;
  /** A payment held: when its answer was lost (null: in flight when the page went); null: none held. */
  held?: { lostAt: number | null } | null;
}

const HELD = 'the payment held on the phone is found: Pay waits and the order is read on the same count';
const LOADS_AGAIN = 'read again on the page loaded again: the amount and the cards are the server’s, as on a first load';

export const bankRepaymentReload: ReloadSpec<Snapshot, BankRepaymentKept> = {
  table: {
    amount: { brings: 'same' },
    'amount.loading': { brings: 'start', why: LOADS_AGAIN },
    'amount.shown': { brings: 'start', why: LOADS_AGAIN },
    'amount.unusable': { brings: 'start', why: LOADS_AGAIN },
    'amount.failed': { brings: 'start', why: `${LOADS_AGAIN}; the load is the retry` },
    pay: { brings: 'same' },
    'pay.restoring': { brings: 'start', why: 'nothing chosen yet: the page reads what it kept again' },
    'pay.loading': { brings: 'start', why: LOADS_AGAIN },
    'pay.checking': { brings: 'start', why: `${LOADS_AGAIN}; a kept answer is only for Back and Forward` },
    'pay.unconfirmed': { brings: 'start', why: `${LOADS_AGAIN}; the load is the retry` },
    'pay.loadFailed': { brings: 'start', why: `${LOADS_AGAIN}; the load is the retry` },
    'pay.choosing': { brings: 'same', why: 'the cards loaded again, with the card chosen chosen again' },
    'pay.committing': {
      brings: 'earlier',
      to: 'pay.commitUnknown',
      why: 'the commit in flight is held on the phone: the reload cut its answer, so the order is read before Pay is offered again, and nothing is sent again',
    },
    'pay.commitUnknown': { brings: 'earlier', to: 'pay.commitUnknown', why: HELD },
    'pay.commitUnknown.waiting': { brings: 'earlier', to: 'pay.commitUnknown', why: HELD },
    'pay.commitUnknown.reading': { brings: 'earlier', to: 'pay.commitUnknown', why: `${HELD}; the read cut by the reload is made again` },
    'pay.commitUnknown.unread': { brings: 'earlier', to: 'pay.commitUnknown', why: `${HELD}: its hold has passed, so the last read is made at once` },
    'pay.redirecting': {
      brings: 'earlier',
      to: 'pay.choosing',
      why: 'asking for the payment site moves no money: the borrower taps Pay online again',
    },
    'pay.smsStep': { brings: 'same' },
    'pay.smsStep.timer': { brings: 'same' },
    'pay.smsStep.timer.counting': { brings: 'same', why: 'the seconds left, counted from when the last code was sent' },
    'pay.smsStep.timer.ready': {
      brings: 'earlier',
      to: 'pay.smsStep.timer.counting',
      why: 'its last second: the resend is offered one second after the reload, and nothing is sent on its own',
    },
    'pay.smsStep.timer.resending': {
      brings: 'earlier',
      to: 'pay.smsStep.timer.counting',
      why: 'the resend in flight counts as sent, from its tap: the timer counts from it, and nothing is sent again by the reload (a resend answered with an error gives the last code its time back)',
    },
    'pay.smsStep.code': { brings: 'same' },
    'pay.smsStep.code.editing': { brings: 'same', why: 'the SMS step of the same commit; the code typed is read again from the SMS' },
    'pay.smsStep.code.confirming': {
      brings: 'earlier',
      to: 'pay.commitUnknown',
      with: ['pay.commitUnknown'],
      why: 'its answer is lost with the page: the confirm is held on the phone, and the order is read before anything is sent again',
    },
    'pay.paid': { brings: 'start', why: 'the flow ended and nothing is kept: the page has gone to the loan detail' },
    'pay.redirected': { brings: 'start', why: 'the flow ended: the borrower is on the payment site' },
  },
  keep(s, before, now) {
    if (s.matches({ pay: 'paid' }) || s.matches({ pay: 'redirected' })) return null;
    const { context } = s;
    const inFlight = s.matches({ pay: 'committing' }) || s.matches({ pay: { smsStep: { code: 'confirming' } } });
    if (inFlight) return { pending: before?.pending ?? null, cardId: before?.cardId ?? null, held: { lostAt: null } };
    if (s.matches({ pay: 'commitUnknown' })) {
      const lostAt = before?.held?.lostAt ?? now - (context.hold?.elapsed ?? 0);
      return { pending: null, cardId: before?.cardId ?? null, held: { lostAt } };
    }
    const cardId = context.cards[context.selected]?.id ?? before?.cardId ?? null;
    if (!s.matches({ pay: 'smsStep' }) || !context.pending) return s.matches({ pay: 'restoring' }) ? before : { pending: null, cardId };
    // A code is sent by the commit and by each resend: counted from when their answer came.
    const resending = s.matches({ pay: { smsStep: { timer: 'resending' } } });
    const counting = s.matches({ pay: { smsStep: { timer: 'counting' } } });
    const kept = before?.pending?.commit.repayRecordId === context.pending.repayRecordId ? before.pending : null;
    const commit = context.pending;
    if (!kept) return { pending: { commit, sentAt: now, resending }, cardId };
    // A resend counts as sent when it leaves; answered with an error, the last code's time again.
    if (resending) return { pending: kept.resending ? kept : { commit, sentAt: now, resending, lastSentAt: kept.sentAt }, cardId };
    const sentAt = !kept.resending ? kept.sentAt : counting ? now : (kept.lastSentAt ?? kept.sentAt);
    return { pending: { commit, sentAt, resending }, cardId };
  },
};
