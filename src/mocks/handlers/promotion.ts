import { HttpResponse, type HttpHandler } from 'msw';
import { captchaSvg } from '../data/images';
import { hasScenario } from '../scenarios';
import { demoCodes, hasSid, isRegistered, issueSid, recordSmsSent, registerPhone, smsWasSent } from '../store';
import { coded, fileUrl, get, missing, post, promotionBase, readParams } from './route';

const phonePattern = /^1[3-9]\d{9}$/;

const messages = {
  badCaptcha: 'El código de la imagen es incorrecto.',
  registered: 'Este número ya está registrado. Descargue la app e inicie sesión.',
  badSession: 'Su sesión venció. Actualice la página e intente de nuevo.',
  badPhone: 'Número de celular no válido.',
  badSms: 'El código SMS es incorrecto o ya venció.',
};

/** Checks shared by get-sms and register, in the order a server would run them. */
function sessionAndPhone(p: Record<string, string>): Response | null {
  if (!hasSid(p.sid)) return coded('2', messages.badSession);
  if (!phonePattern.test(p.phone ?? '')) return coded('3', messages.badPhone);
  return null;
}

export const promotionHandlers: HttpHandler[] = [
  get(`${promotionBase}/service/channel/channel-template`, ({ request }) => {
    const templateId = new URL(request.url).searchParams.get('templateId') ?? '';
    if (templateId === '') return coded('01', 'Falta el identificador de la plantilla.');
    if (hasScenario('template-fail')) return coded('02', 'Esta campaña ya no está disponible.');
    return coded('00', 'ok', {
      id: templateId,
      title: 'Préstamos en minutos, 100% en línea',
      subtitle: 'Desde $1,000 hasta $10,000 pesos, sin aval y sin buró.',
      bannerImg: fileUrl(request, 'banner-promo.svg'),
      buttonText: 'Registrarme',
      agreementText: 'Al registrarme acepto el Aviso de Privacidad y los Términos y Condiciones.',
      backgroundColor: '#0b6e4f',
    });
  }),

  get(`${promotionBase}/promotion/track-visit`, () => coded('0', 'ok')),
  get(`${promotionBase}/promotion/track-click`, () => coded('0', 'ok')),

  get(`${promotionBase}/promotion/get-sid`, () => {
    if (hasScenario('sid-fail')) return coded('1', 'Servicio no disponible por el momento. Intente más tarde.');
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
    if (hasScenario('sms-101')) return coded('101', messages.badCaptcha);
    if (hasScenario('sms-11')) return coded('11', messages.registered);
    const invalid = sessionAndPhone(p);
    if (invalid) return invalid;
    if (p.capcode !== demoCodes.captcha) return coded('101', messages.badCaptcha);
    if (isRegistered(p.phone ?? '')) return coded('11', messages.registered);
    recordSmsSent(p.phone ?? '');
    return coded('0', 'Código enviado.');
  }),

  post(`${promotionBase}/promotion/register`, async ({ request }) => {
    const p = await readParams(request);
    if (hasScenario('register-11')) return coded('11', messages.registered);
    if (hasScenario('register-minus-1')) return coded('-1', messages.badCaptcha);
    const absent = missing(p, 'phone', 'capcode', 'smsCode', 'sid');
    if (absent) return coded('2', absent);
    const invalid = sessionAndPhone(p);
    if (invalid) return invalid;
    if (p.capcode !== demoCodes.captcha) return coded('-1', messages.badCaptcha);
    const phone = p.phone ?? '';
    if (isRegistered(phone)) return coded('11', messages.registered);
    if (!smsWasSent(phone) || p.smsCode !== demoCodes.sms) return coded('12', messages.badSms);
    return coded('0', 'Registro exitoso.', { userId: registerPhone(phone) });
  }),
];
