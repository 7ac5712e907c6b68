import { HttpResponse, type HttpHandler } from 'msw';
import { captchaSvg } from '../data/images';
import type { Texts } from '../lang';
import { hasScenario } from '../scenarios';
import { demoCodes, hasSid, isRegistered, issueSid, recordSmsSent, registerPhone, smsWasSent } from '../store';
import { coded, fileUrl, get, missing, post, promotionBase, readParams, text } from './route';

const phonePattern = /^1[3-9]\d{9}$/;

const messages = {
  badCaptcha: { es: 'El código de la imagen es incorrecto.', en: 'The image code is incorrect.' },
  registered: {
    es: 'Este número ya está registrado. Descargue la app e inicie sesión.',
    en: 'This number is already registered. Download the app and log in.',
  },
  badSession: { es: 'Su sesión venció. Actualice la página e intente de nuevo.', en: 'Your session expired. Refresh the page and try again.' },
  badPhone: { es: 'Número de celular no válido.', en: 'Invalid mobile number.' },
  badSms: { es: 'El código SMS es incorrecto o ya venció.', en: 'The SMS code is incorrect or has expired.' },
  noTemplate: { es: 'Falta el identificador de la plantilla.', en: 'The template id is missing.' },
  campaignOver: { es: 'Esta campaña ya no está disponible.', en: 'This campaign is no longer available.' },
  unavailable: { es: 'Servicio no disponible por el momento. Intente más tarde.', en: 'Service unavailable at the moment. Please try again later.' },
  smsSent: { es: 'Código enviado.', en: 'Code sent.' },
  registeredNow: { es: 'Registro exitoso.', en: 'Registration successful.' },
} satisfies Record<string, Texts>;

/** The landing page's texts (channel-template). */
const landing = {
  es: {
    title: 'Préstamos en minutos, 100% en línea',
    subtitle: 'Desde $1,000 hasta $10,000 pesos, sin aval y sin buró.',
    buttonText: 'Registrarme',
    agreementText: 'Al registrarme acepto el Aviso de Privacidad y los Términos y Condiciones.',
  },
  en: {
    title: 'Loans in minutes, 100% online',
    subtitle: 'From ₱1,000 to ₱10,000, no co-maker and no credit check.',
    buttonText: 'Sign me up',
    agreementText: 'By signing up I accept the Privacy Notice and the Terms and Conditions.',
  },
} satisfies Texts<Record<string, string>>;

/** Checks shared by get-sms and register, in the order a server would run them. */
function sessionAndPhone(request: Request, p: Record<string, string>): Response | null {
  if (!hasSid(p.sid)) return coded('2', text(request, messages.badSession));
  if (!phonePattern.test(p.phone ?? '')) return coded('3', text(request, messages.badPhone));
  return null;
}

export const promotionHandlers: HttpHandler[] = [
  get(`${promotionBase}/service/channel/channel-template`, ({ request }) => {
    const templateId = new URL(request.url).searchParams.get('templateId') ?? '';
    if (templateId === '') return coded('01', text(request, messages.noTemplate));
    if (hasScenario('template-fail')) return coded('02', text(request, messages.campaignOver));
    const copy = text(request, landing);
    return coded('00', 'ok', {
      id: templateId,
      title: copy.title,
      subtitle: copy.subtitle,
      bannerImg: fileUrl(request, 'banner-promo.svg'),
      buttonText: copy.buttonText,
      agreementText: copy.agreementText,
      backgroundColor: '#0b6e4f',
    });
  }),

  get(`${promotionBase}/promotion/track-visit`, () => coded('0', 'ok')),
  get(`${promotionBase}/promotion/track-click`, () => coded('0', 'ok')),

  get(`${promotionBase}/promotion/get-sid`, ({ request }) => {
    if (hasScenario('sid-fail')) return coded('1', text(request, messages.unavailable));
    return coded('0', 'ok', { sid: issueSid() });
  }),

  get(`${promotionBase}/promotion/get-captcha`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const stamp = Number(query.get('timestamp') ?? query.get('t')) || Date.now();
    return new HttpResponse(captchaSvg(demoCodes.captcha, stamp % 97), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),

  post(`${promotionBase}/promotion/get-sms`, async ({ request }) => {
    const p = await readParams(request);
    if (hasScenario('sms-101')) return coded('101', text(request, messages.badCaptcha));
    if (hasScenario('sms-11')) return coded('11', text(request, messages.registered));
    const invalid = sessionAndPhone(request, p);
    if (invalid) return invalid;
    if (p.capcode !== demoCodes.captcha) return coded('101', text(request, messages.badCaptcha));
    if (isRegistered(p.phone ?? '')) return coded('11', text(request, messages.registered));
    recordSmsSent(p.phone ?? '');
    return coded('0', text(request, messages.smsSent));
  }),

  post(`${promotionBase}/promotion/register`, async ({ request }) => {
    const p = await readParams(request);
    if (hasScenario('register-11')) return coded('11', text(request, messages.registered));
    if (hasScenario('register-minus-1')) return coded('-1', text(request, messages.badCaptcha));
    const absent = missing(request, p, 'phone', 'capcode', 'smsCode', 'sid');
    if (absent) return coded('2', absent);
    const invalid = sessionAndPhone(request, p);
    if (invalid) return invalid;
    if (p.capcode !== demoCodes.captcha) return coded('-1', text(request, messages.badCaptcha));
    const phone = p.phone ?? '';
    if (isRegistered(phone)) return coded('11', text(request, messages.registered));
    if (!smsWasSent(phone) || p.smsCode !== demoCodes.sms) return coded('12', text(request, messages.badSms));
    return coded('0', text(request, messages.registeredNow), { userId: registerPhone(phone) });
  }),
];
