// Bank-card repayment: load the cards, choose one, pay; a commit with needValid 1 opens the SMS step.
// Two regions run side by side:
//   amount: loading -> shown | unusable | failed (retry -> loading): the amount to pay (docs/decisions/0093);
//   pay: restoring -> loading | loadFailed -> choosing -> committing | redirecting -> smsStep (timer + code) -> paid | redirected;
//   loading -> checking (a kept answer: cards shown, no Pay) -> choosing | unconfirmed (docs/decisions/0128);
//   committing | confirming -> commitUnknown (no answer: the order read at 2, 5, 10, 20, 40 s) -> paid | choosing (docs/decisions/0133).
// Pay and Pay online are taken only while the amount is shown, and carry exactly that amount.
import { and } from 'xstate';
import { SMS_COUNTDOWN_SECONDS } from '../shared/countdown';
import { commitInput } from './bank-repayment.context';
import { bankRepaymentSetup } from './bank-repayment.setup';
import { failure } from '../shared/failure';
import { commitUnknown } from './bank-repayment.commit-unknown';
import { noticeFromError } from './bank-repayment.types';

export type { BankRepaymentContext } from './bank-repayment.context';
export type { BankRepaymentEvent } from './bank-repayment.setup';

export const bankRepaymentMachine = bankRepaymentSetup.createMachine({
  id: 'bankRepayment',
  context: ({ input }) => ({
    params: input,
    amount: '',
    couponId: '',
    stop: null,
    cards: [],
    repayToken: '',
    online: false,
    selected: -1,
    pending: null,
    code: '',
    remaining: SMS_COUNTDOWN_SECONDS,
    notice: null,
    redirectUrl: '',
    hold: null,
  }),
  type: 'parallel',
  states: {
    amount: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadAmount',
            src: 'loadAmount',
            input: ({ context }) => ({ orderId: context.params.orderId, couponId: context.params.couponId, source: context.params.amount }),
            onDone: [
              {
                guard: { type: 'amountUsable', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'keepAmount', params: ({ event }) => event.output },
              },
              { target: 'unusable', actions: { type: 'keepAmount', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed' },
          },
        },
        shown: {},
        // A value Pay needs cannot be used: the page says which; nothing is sent with it.
        unusable: {},
        failed: { on: { 'amount.retry': { guard: 'amountWanted', target: 'loading' } } },
      },
    },
    pay: {
      initial: 'restoring',
      states: {
        restoring: {
          tags: ['busy'],
          invoke: {
            id: 'readPending',
            src: 'readPending',
            input: ({ context }) => ({ orderId: context.params.orderId }),
            onDone: [
              // A payment of this order held on the phone (a reload cut it, or another tab's): settled first.
              {
                guard: { type: 'held', params: ({ event }) => event.output },
                target: 'commitUnknown',
                actions: { type: 'holdFor', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'hasPending', params: ({ event }) => event.output },
                target: 'smsStep',
                actions: { type: 'restorePending', params: ({ event }) => event.output },
              },
              { target: 'loading' },
            ],
            onError: { target: 'loading' },
          },
        },
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadWay',
            src: 'loadWay',
            input: ({ context }) => ({ orderId: context.params.orderId }),
            onDone: [
              {
                guard: { type: 'wayKept', params: ({ event }) => event.output },
                target: 'checking',
                actions: { type: 'keepWay', params: ({ event }) => event.output },
              },
              { target: 'choosing', actions: { type: 'keepWay', params: ({ event }) => event.output } },
            ],
            onError: { target: 'loadFailed', actions: { type: 'note', params: ({ event }) => noticeFromError(event.error, 'query') } },
          },
        },
        // A kept answer on screen (going back or forward) while the same call, made again, takes the
        // fresh one: a card may be chosen, nothing is paid with the kept repayToken.
        checking: {
          on: { 'card.select': { actions: 'selectCard' } },
          invoke: {
            id: 'recheckWay',
            src: 'loadWay',
            input: ({ context }) => ({ orderId: context.params.orderId }),
            onDone: { target: 'choosing', actions: { type: 'keepFreshWay', params: ({ event }) => event.output } },
            onError: { target: 'unconfirmed', actions: { type: 'note', params: ({ event }) => noticeFromError(event.error, 'query') } },
          },
        },
        // The fresh answer did not come: the kept cards stay on screen, never paid with, with a retry.
        unconfirmed: {
          on: {
            'card.select': { actions: 'selectCard' },
            'load.retry': { target: 'checking', actions: 'clearNotice' },
          },
        },
        loadFailed: {
          on: { 'load.retry': { target: 'loading', actions: 'clearNotice' } },
        },
        choosing: {
          on: {
            'card.select': { actions: 'selectCard' },
            'pay.submit': [
              { guard: and(['amountShown', 'cardChosen']), target: 'committing', actions: 'clearNotice' },
              { guard: 'amountShown', actions: 'askForCard' },
            ],
            'online.pay': { guard: and(['amountShown', 'onlineAvailable']), target: 'redirecting', actions: 'clearNotice' },
            'hold.seen': { target: 'commitUnknown', actions: 'holdSeen' },
          },
        },
        // Busy states handle no submit event: a second tap while a request runs does nothing.
        committing: {
          tags: ['busy'],
          invoke: {
            id: 'commit',
            src: 'commit',
            input: ({ context }) => commitInput(context, 0),
            onDone: [
              {
                guard: { type: 'needsCode', params: ({ event }) => event.output },
                target: 'smsStep',
                actions: [{ type: 'keepCommit', params: ({ event }) => event.output }, 'persistPending'],
              },
              { target: 'paid' },
            ],
            onError: [
              { guard: { type: 'outcomeUnknown', params: (args) => failure(args).error }, target: 'commitUnknown', actions: 'holdFromNow' },
              { target: 'choosing', actions: { type: 'note', params: ({ event }) => noticeFromError(event.error, 'handle') } },
            ],
          },
        },
        commitUnknown,
        redirecting: {
          tags: ['busy'],
          invoke: {
            id: 'huichao',
            src: 'huichao',
            input: ({ context }) => ({ userId: context.params.userId, orderId: context.params.orderId, amount: context.amount }),
            onDone: { target: 'redirected', actions: { type: 'keepRedirect', params: ({ event }) => event.output.url } },
            onError: { target: 'choosing', actions: { type: 'note', params: ({ event }) => noticeFromError(event.error, 'handle') } },
          },
        },
        smsStep: {
          type: 'parallel',
          states: {
            timer: {
              initial: 'counting',
              states: {
                // A timer child cannot fail, so its invoke has no onError.
                counting: {
                  invoke: {
                    id: 'countdown',
                    src: 'countdown',
                    // 60 after a commit or a resend; after a reload, what is left counted from the last send.
                    input: ({ context }) => ({ from: context.remaining }),
                    onDone: { target: 'ready', actions: 'resetTimer' },
                  },
                  on: { 'countdown.tick': { actions: 'keepRemaining' } },
                },
                ready: {
                  // The resend counts as sent from the tap (docs/decisions/0137): a reload while it is on its way sends none.
                  on: { 'sms.resend': { target: 'resending', actions: ['clearNotice', 'markResending'] } },
                },
                resending: {
                  invoke: {
                    id: 'resend',
                    src: 'commit',
                    input: ({ context }) => commitInput(context, 1),
                    onDone: { target: 'counting', actions: [{ type: 'keepCommit', params: ({ event }) => event.output }, 'persistPending'] },
                    onError: {
                      target: 'ready',
                      actions: [{ type: 'note', params: ({ event }) => noticeFromError(event.error, 'handle') }, 'unmarkResending'],
                    },
                  },
                },
              },
            },
            code: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'code.change': { actions: 'setCode' },
                    'code.submit': [{ guard: 'codeLongEnough', target: 'confirming', actions: 'clearNotice' }, { actions: 'askForCode' }],
                    'sms.cancel': { target: '#bankRepayment.pay.loading', actions: ['clearPending', 'resetSms'] },
                  },
                },
                confirming: {
                  tags: ['busy'],
                  invoke: {
                    id: 'confirm',
                    src: 'confirm',
                    input: ({ context }) => ({
                      orderId: context.params.orderId,
                      verifyCode: context.code.trim(),
                      repaymentRecordId: context.pending?.repayRecordId ?? '',
                    }),
                    onDone: { target: '#bankRepayment.pay.paid', actions: 'clearPending' },
                    onError: [
                      {
                        guard: { type: 'outcomeUnknown', params: (args) => failure(args).error },
                        target: '#bankRepayment.pay.commitUnknown',
                        actions: 'holdFromNow',
                      },
                      { target: 'editing', actions: { type: 'note', params: ({ event }) => noticeFromError(event.error, 'handle') } },
                    ],
                  },
                },
              },
            },
          },
        },
        paid: { type: 'final', entry: [{ type: 'releaseHold', params: { taken: true } }, 'goToLoanDetail'] },
        redirected: { type: 'final', entry: 'redirect' },
      },
    },
  },
});
