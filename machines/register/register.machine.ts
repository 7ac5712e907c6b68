// Promotion register: load the landing template and a session id, then phone + image captcha + SMS code.
// The template's content beyond its id is not shown (SPEC, landing template config): the page's title is ours.
// States: loading -> loadFailed | ready (form: editing.* / sendingSms / registering, in parallel with code: idle / countingDown) -> registered | alreadyRegistered -> redirecting.
import { assign, fromPromise, raise, setup, stateIn } from 'xstate';
import { failure } from '../shared/failure';
import type { ApiError } from '../../src/api/errors';
import { countdownMachine, SMS_COUNTDOWN_SECONDS } from '../shared/countdown';
import {
  initialContext,
  type LandingPage,
  type RegisterContext,
  type RegisterEvent,
  type RegisterInput,
  type RegisterStart,
  type SmsInput,
} from './register.types';
import {
  CAPTCHA_MAX,
  PHONE_MAX,
  SMS_CODE_MAX,
  cap,
  isCaptcha,
  isPhone,
  isSmsCode,
  type Notice,
  type NoticeKey,
  type Outcome,
} from './register.rules';

export type { LandingPage, RegisterContext, RegisterEvent, RegisterInput, RegisterKept, RegisterStart, SmsInput } from './register.types';

const valueOf = (event: RegisterEvent) => ('value' in event ? event.value : '');

/** The code of a done event's answer: read from its `output`, which the machine's event type does not name. */
const codeOf = (event: object): unknown => {
  const output: unknown = Reflect.get(event, 'output');
  return typeof output === 'object' && output !== null ? Reflect.get(output, 'code') : undefined;
};

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterStart,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadPage: fromPromise<LandingPage, { templateId: string }>(async () => ({ sid: '' })),
    sendSms: fromPromise<Outcome, SmsInput>(async () => ({ code: '', message: '' })),
    register: fromPromise<Outcome, RegisterInput>(async () => ({ code: '', message: '' })),
    countdown: countdownMachine,
  },
  delays: { redirectDelay: 1500 },
  guards: {
    counting: stateIn('#register.ready.code.countingDown'),
    // A code sent before a reload still counts down (docs/decisions/0137).
    stillCounting: (_, page: LandingPage) => typeof page.remaining === 'number' && page.remaining > 0 && page.remaining <= SMS_COUNTDOWN_SECONDS,
    phoneInvalid: ({ context }) => !isPhone(context.phone),
    captchaInvalid: ({ context }) => !isCaptcha(context.captcha),
    smsCodeInvalid: ({ context }) => !isSmsCode(context.smsCode),
    // The answer of get-sms or register (the invoke's done event) has the code given. The code is a
    // static param, so the machine's map names it (src/app/machine-panel).
    codeIs: ({ event }, params: { code: string }) => codeOf(event) === params.code,
  },
  actions: {
    // Provided by the page: fire-and-forget tracking, the ad conversion and the download page.
    trackVisit: () => undefined,
    trackClick: () => undefined,
    reportConversion: () => undefined,
    goToDownload: () => undefined,
    keepPage: assign((_, params: { page: LandingPage }) => ({ sid: params.page.sid, loadError: null })),
    keepLoadError: assign((_, params: { error: ApiError }) => ({ loadError: params.error })),
    setPhone: assign({ phone: ({ event }) => cap(valueOf(event), PHONE_MAX), notice: null }),
    setCaptcha: assign({ captcha: ({ event }) => cap(valueOf(event), CAPTCHA_MAX), notice: null }),
    setSmsCode: assign({ smsCode: ({ event }) => cap(valueOf(event), SMS_CODE_MAX), notice: null }),
    refreshCaptcha: assign({ captchaVersion: ({ context }) => context.captchaVersion + 1 }),
    clearNotice: assign({ notice: null }),
    note: assign({ notice: (_, params: { key: NoticeKey; tone?: 'info' }): Notice => ({ tone: params.tone ?? 'error', key: params.key }) }),
    noteServer: assign({ notice: (_, outcome: Outcome): Notice => ({ tone: 'error', server: outcome.message }) }),
    startCountdown: raise({ type: 'sms.sent' }),
    keepRemainingFromPage: assign((_, params: { page: LandingPage }) => ({ remaining: params.page.remaining ?? SMS_COUNTDOWN_SECONDS })),
    keepRemaining: assign({ remaining: ({ event }) => (event.type === 'countdown.tick' ? event.remaining : SMS_COUNTDOWN_SECONDS) }),
    resetCountdown: assign({ remaining: SMS_COUNTDOWN_SECONDS }),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => initialContext(input.params, input.kept),
  entry: 'trackVisit',
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      // The form is on screen from the first paint: what is typed while the page loads is kept.
      on: {
        'phone.change': { actions: 'setPhone' },
        'captcha.change': { actions: 'setCaptcha' },
        'smsCode.change': { actions: 'setSmsCode' },
      },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ templateId: context.params.id ?? '' }),
        onDone: [
          {
            guard: { type: 'stillCounting', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
              { type: 'keepRemainingFromPage', params: ({ event }) => ({ page: event.output }) },
              'startCountdown',
            ],
          },
          { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepLoadError', params: failure } },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'page.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'idle',
              on: {
                'phone.change': { target: '.idle', actions: 'setPhone' },
                'captcha.change': { target: '.idle', actions: 'setCaptcha' },
                'smsCode.change': { target: '.idle', actions: 'setSmsCode' },
                'captcha.refresh': [
                  { guard: 'phoneInvalid', target: '.phoneInvalid', actions: { type: 'note', params: { key: 'phoneInvalid' } } },
                  { target: '.idle', actions: ['refreshCaptcha', 'clearNotice'] },
                ],
                'sms.send': [
                  { guard: 'counting', target: '.resendBlocked', actions: { type: 'note', params: { key: 'resendBlocked' } } },
                  { guard: 'phoneInvalid', target: '.phoneInvalid', actions: { type: 'note', params: { key: 'phoneInvalid' } } },
                  { guard: 'captchaInvalid', target: '.captchaInvalid', actions: { type: 'note', params: { key: 'captchaInvalid' } } },
                  { target: 'sendingSms', actions: 'clearNotice' },
                ],
                'form.submit': [
                  { guard: 'phoneInvalid', target: '.phoneInvalid', actions: { type: 'note', params: { key: 'phoneInvalid' } } },
                  { guard: 'captchaInvalid', target: '.captchaInvalid', actions: { type: 'note', params: { key: 'captchaInvalid' } } },
                  { guard: 'smsCodeInvalid', target: '.smsCodeInvalid', actions: { type: 'note', params: { key: 'smsCodeInvalid' } } },
                  { target: 'registering', actions: ['clearNotice', 'trackClick'] },
                ],
              },
              states: {
                idle: {},
                phoneInvalid: { tags: ['error'] },
                captchaInvalid: { tags: ['error'] },
                smsCodeInvalid: { tags: ['error'] },
                resendBlocked: { tags: ['error'] },
                notified: {},
              },
            },
            sendingSms: {
              tags: ['busy'],
              invoke: {
                id: 'sendSms',
                src: 'sendSms',
                input: ({ context }) => ({ phone: context.phone, capcode: context.captcha, sid: context.sid, params: context.params }),
                onDone: [
                  {
                    guard: { type: 'codeIs', params: { code: '0' } },
                    target: 'editing.notified',
                    actions: [{ type: 'note', params: { key: 'smsSent', tone: 'info' } }, 'startCountdown'],
                  },
                  {
                    guard: { type: 'codeIs', params: { code: '101' } },
                    target: 'editing.captchaInvalid',
                    actions: ['refreshCaptcha', { type: 'noteServer', params: ({ event }) => event.output }],
                  },
                  {
                    guard: { type: 'codeIs', params: { code: '11' } },
                    target: '#register.alreadyRegistered',
                    actions: { type: 'note', params: { key: 'alreadyRegistered', tone: 'info' } },
                  },
                  { target: 'editing.notified', actions: { type: 'noteServer', params: ({ event }) => event.output } },
                ],
                onError: { target: 'editing.notified', actions: { type: 'note', params: { key: 'networkError' } } },
              },
            },
            registering: {
              tags: ['busy'],
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => ({
                  phone: context.phone,
                  capcode: context.captcha,
                  sid: context.sid,
                  smsCode: context.smsCode,
                  params: context.params,
                }),
                onDone: [
                  {
                    guard: { type: 'codeIs', params: { code: '0' } },
                    target: '#register.registered',
                    actions: [{ type: 'note', params: { key: 'registered', tone: 'info' } }, 'reportConversion'],
                  },
                  {
                    guard: { type: 'codeIs', params: { code: '11' } },
                    target: '#register.alreadyRegistered',
                    actions: { type: 'note', params: { key: 'alreadyRegistered', tone: 'info' } },
                  },
                  {
                    guard: { type: 'codeIs', params: { code: '-1' } },
                    target: 'editing.captchaInvalid',
                    actions: ['refreshCaptcha', { type: 'noteServer', params: ({ event }) => event.output }],
                  },
                  { target: 'editing.notified', actions: { type: 'noteServer', params: ({ event }) => event.output } },
                ],
                onError: { target: 'editing.notified', actions: { type: 'note', params: { key: 'networkError' } } },
              },
            },
          },
        },
        code: {
          initial: 'idle',
          states: {
            idle: { on: { 'sms.sent': 'countingDown' } },
            countingDown: {
              invoke: {
                id: 'smsCountdown',
                src: 'countdown',
                // 60 after a send; after a reload, what is left of the 60 counted from the send.
                input: ({ context }) => ({ from: context.remaining }),
                onDone: { target: 'idle', actions: 'resetCountdown' },
              },
              on: { 'countdown.tick': { actions: 'keepRemaining' } },
            },
          },
        },
      },
    },
    registered: { after: { redirectDelay: 'redirecting' } },
    alreadyRegistered: { after: { redirectDelay: 'redirecting' } },
    redirecting: { type: 'final', entry: 'goToDownload' },
  },
});
