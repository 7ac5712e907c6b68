// Every line in every state, in both languages (docs/decisions/0134): the promotion register page,
// each state of its machine (loading, failed, the form and each of its notices, sending, counting
// down, registering, registered, already registered) and the two links it refuses, in Spanish and in
// English, shows exactly the texts pinned here for the keys that state uses, and no other text of the
// page's keys (read from its source files; its notices and refusals are built from a template). The
// notices are the spec's own Chinese texts in both languages, as is the load failure's 'error'.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { apiError } from '../../src/api';
import type { LandingPage, RegisterInput, SmsInput } from '../../machines/register/register.machine';
import type { Outcome } from '../../machines/register/register.rules';
import RegisterPage from '../../src/flows/register/register-page';
import { FRAME_PINNED } from '../helpers/state-lines';
import { describeStateLines, type LinesState } from '../helpers/state-lines-suite';

const page = () => fromPromise<LandingPage, { templateId: string }>(async () => ({ sid: 'sid-1' }));
const never = <T,>() => new Promise<T>(() => undefined);
const outcome = (code: string, message = '') => fromPromise<Outcome, SmsInput>(async () => ({ code, message }));
const registered = (code: string, message = '') => fromPromise<Outcome, RegisterInput>(async () => ({ code, message }));

const ready = () => screen.findByRole('button', { name: /^(New image|Cambiar imagen)$/ });
const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** Fills the form's fields up to `upTo` (1: the phone, 2: and the captcha, 3: and the SMS code), then taps `tap`. */
const fillAndTap = async (upTo: number, tap: RegExp) => {
  await ready();
  const user = userEvent.setup();
  // Pasted, one change per field: typing each character costs time and reaches no other line.
  const fields: [RegExp, string][] = [
    [/^(Mobile number|Número de celular)$/, '13812345678'],
    [/^(Image code|Código de la imagen)$/, 'ab12'],
    [/^(SMS code|Código SMS)$/, '123456'],
  ];
  for (const [name, value] of fields.slice(0, upTo)) {
    await user.click(field(name));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: tap }));
  return user;
};
const GET_CODE = /^(Get code|Obtener código)$/;
const SUBMIT = /^(Register|Registrarme)$/;
const notice = () => screen.findByTestId('register-notice');

const FIELDS = ['register.title', 'register.phone', 'register.captcha', 'register.smsCode', 'register.submit', 'register.agreement'];
/** The form once the page has loaded: the captcha image is a button that changes it. */
const FORM = [...FIELDS, 'register.getCode', 'register.captchaImage', 'register.captchaRefresh'];
/** The form while the code's countdown runs: the seconds and what they mean take 'Get code''s place. */
const COUNTING = [...FORM.filter((key) => key !== 'register.getCode'), 'register.countdown', 'register.countdownLabel'];

const states: LinesState[] = [
  {
    name: 'loading (the form, read-only, the captcha still to come)',
    load: () => fromPromise<LandingPage, { templateId: string }>(() => never()),
    reach: () => screen.findByRole('status'),
    lines: [...FIELDS, 'register.getCode', 'common.loading'],
  },
  {
    name: 'failed to load (the spec’s own word)',
    load: () => fromPromise<LandingPage, { templateId: string }>(() => Promise.reject(apiError({ kind: 'network' }))),
    reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
    lines: ['register.title', 'register.loadError', 'common.retry'],
  },
  { name: 'the form', load: page, reach: ready, lines: FORM },
  {
    name: 'the phone refused',
    load: page,
    reach: () => fillAndTap(0, GET_CODE).then(notice),
    lines: [...FORM, 'register.notice.phoneInvalid'],
  },
  {
    name: 'the captcha refused',
    load: page,
    reach: () => fillAndTap(1, GET_CODE).then(notice),
    lines: [...FORM, 'register.notice.captchaInvalid'],
  },
  {
    name: 'the SMS code refused',
    load: page,
    reach: () => fillAndTap(2, SUBMIT).then(notice),
    lines: [...FORM, 'register.notice.smsCodeInvalid'],
  },
  {
    name: 'sending the code',
    load: page,
    actors: () => ({ sendSms: fromPromise<Outcome, SmsInput>(() => never()) }),
    reach: () => fillAndTap(2, GET_CODE).then(() => screen.findByRole('button', { name: GET_CODE, busy: true })),
    lines: FORM,
  },
  {
    name: 'code sent, counting down',
    load: page,
    actors: () => ({ sendSms: outcome('0') }),
    reach: () => fillAndTap(2, GET_CODE).then(notice),
    lines: [...COUNTING, 'register.notice.smsSent'],
  },
  {
    name: 'a second code asked for while counting down',
    load: page,
    actors: () => ({ sendSms: outcome('0') }),
    reach: async () => {
      const user = await fillAndTap(2, GET_CODE);
      await user.click(await screen.findByRole('button', { name: /another code|otro código/ }));
      return screen.findByText('请勿重复发送验证码!');
    },
    lines: [...COUNTING, 'register.notice.resendBlocked'],
  },
  {
    name: 'the send refused with the server’s message',
    load: page,
    actors: () => ({ sendSms: outcome('7', 'Demasiados intentos') }),
    reach: () => fillAndTap(2, GET_CODE).then(() => screen.findByText('Demasiados intentos')),
    lines: FORM,
  },
  {
    name: 'the send failed on the network',
    load: page,
    actors: () => ({ sendSms: fromPromise<Outcome, SmsInput>(() => Promise.reject(apiError({ kind: 'network' }))) }),
    reach: () => fillAndTap(2, GET_CODE).then(notice),
    lines: [...FORM, 'register.notice.networkError'],
  },
  {
    name: 'registering',
    load: page,
    actors: () => ({ register: fromPromise<Outcome, RegisterInput>(() => never()) }),
    reach: () => fillAndTap(3, SUBMIT).then(() => screen.findByRole('button', { name: SUBMIT, busy: true })),
    lines: FORM,
  },
  {
    name: 'registered',
    load: page,
    actors: () => ({ register: registered('0') }),
    reach: () => fillAndTap(3, SUBMIT).then(() => screen.findByText('注册成功')),
    lines: ['register.title', 'register.notice.registered', 'register.redirecting'],
  },
  {
    name: 'already registered',
    load: page,
    actors: () => ({ register: registered('11') }),
    reach: () => fillAndTap(3, SUBMIT).then(() => screen.findByText('您已注册,请直接下载APP登录！')),
    lines: ['register.title', 'register.notice.alreadyRegistered', 'register.redirecting'],
  },
  {
    name: 'a link with no promotion id',
    route: '/promotion?app_from=fb',
    reach: () => screen.findByText(/^(The link has no promotion page\.|Falta el número de la promoción en el enlace\.) /),
    lines: ['register.title', 'register.link.missing'],
  },
  {
    name: 'a link with an unusable invitation code',
    route: '/promotion?id=7&invite_code=%3Cx%3E',
    reach: () => screen.findByText(/^(The link has an unusable invitation code\.|En el enlace, el código de invitación no es válido\.) /),
    lines: ['register.title', 'register.link.unusable'],
  },
];

describeStateLines('register page (/promotion)', {
  Page: RegisterPage,
  route: '/promotion?id=7&app_from=fb&links_id=3',
  machineId: 'register',
  actor: 'loadPage',
  files: ['src/flows/register/register-page.tsx', 'src/flows/register/register-view.tsx', 'src/ui/page-state.tsx'],
  templated: ['register.notice.', 'register.link.'],
  actions: { trackVisit: () => undefined, trackClick: () => undefined },
  pinned: {
    ...FRAME_PINNED,
    'register.title': { es: 'Regístrese y obtenga su préstamo', en: 'Sign up and get your loan' },
    'register.phone': { es: 'Número de celular', en: 'Mobile number' },
    'register.captcha': { es: 'Código de la imagen', en: 'Image code' },
    'register.captchaImage': { es: 'Código de verificación en imagen', en: 'Verification code image' },
    'register.captchaRefresh': { es: 'Cambiar imagen', en: 'New image' },
    'register.smsCode': { es: 'Código SMS', en: 'SMS code' },
    'register.getCode': { es: 'Obtener código', en: 'Get code' },
    'register.countdown': { es: '{seconds} s', en: '{seconds} s' },
    'register.countdownLabel': { es: 'Puede pedir otro código en {seconds} segundos', en: 'You can ask for another code in {seconds} seconds' },
    'register.submit': { es: 'Registrarme', en: 'Register' },
    'register.agreement': { es: 'Acuerdo de registro', en: 'Registration agreement' },
    'register.redirecting': { es: 'Abriendo la página de descarga…', en: 'Opening the download page…' },
    'register.loadError': { es: 'error', en: 'error' },
    'register.notice.phoneInvalid': { es: '请正确输入手机号！', en: '请正确输入手机号！' },
    'register.notice.captchaInvalid': { es: '请正确输入图形验证码！', en: '请正确输入图形验证码！' },
    'register.notice.smsCodeInvalid': { es: '请正确输入短信验证码！', en: '请正确输入短信验证码！' },
    'register.notice.resendBlocked': { es: '请勿重复发送验证码!', en: '请勿重复发送验证码!' },
    'register.notice.smsSent': { es: '验证码已发送，请在手机上查看！', en: '验证码已发送，请在手机上查看！' },
    'register.notice.alreadyRegistered': { es: '您已注册,请直接下载APP登录！', en: '您已注册,请直接下载APP登录！' },
    'register.notice.registered': { es: '注册成功', en: '注册成功' },
    'register.notice.networkError': {
      es: 'No hay conexión. Revise su red e intente de nuevo.',
      en: 'No connection. Check your network and try again.',
    },
    'register.link.missing': {
      es: 'Falta {value} en el enlace. Vuelva e inténtelo de nuevo.',
      en: 'The link has no {value}. Please go back and try again.',
    },
    'register.link.unusable': {
      es: 'En el enlace, {value} no es válido. Vuelva e inténtelo de nuevo.',
      en: 'The link has an unusable {value}. Please go back and try again.',
    },
    'register.link.id': { es: 'el número de la promoción', en: 'promotion page' },
    'register.link.invite_code': { es: 'el código de invitación', en: 'invitation code' },
  },
  notShown: {
    'register.link.id': 'the {value} of a refusal’s sentence, not a line of its own: the state’s reach finds the whole sentence',
    'register.link.invite_code': 'the {value} of a refusal’s sentence, not a line of its own: the state’s reach finds the whole sentence',
    'ui.loadFailed': 'the page words its load failure with the spec’s own ‘error’ (register.loadError)',
  },
  states,
});
