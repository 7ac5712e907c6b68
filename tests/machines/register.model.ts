import type { RegisterContext } from '../../machines/register/register.machine';
import { apiError } from '../../src/api/errors';

export const registerParams = { id: '7', app_from: 'fb', user_from: 'ad-12', utm_tag: 'spring', links_id: '3', invite_code: 'INV1', UC: 'uc-9' };
export const VALID_PHONE = '13912345678';

const outcome = (code: string, message: string) => ({ output: { code, message } });

/** The register model: payload cases per event and the context that changes what the guards see. */
export const registerModel = {
  input: { params: registerParams },
  cases: {
    // The second: the page reloaded just after a code was sent (its 60 s are counted from the send).
    'xstate.done.actor.loadPage': [{ output: { sid: 'sid-1' } }, { output: { sid: 'sid-1', remaining: 60 } }],
    'xstate.error.actor.loadPage': [
      { error: apiError({ kind: 'business', code: '02', message: 'Esta campaña ya no está disponible.' }) },
      { error: apiError({ kind: 'network' }) },
    ],
    'phone.change': [{ value: VALID_PHONE }],
    'captcha.change': [{ value: '1234' }],
    'smsCode.change': [{ value: '123456' }],
    'xstate.done.actor.sendSms': [
      outcome('0', 'Código enviado.'),
      outcome('101', 'El código de la imagen es incorrecto.'),
      outcome('11', 'Este número ya está registrado.'),
      outcome('3', 'Número de celular no válido.'),
    ],
    'xstate.error.actor.sendSms': [{ error: apiError({ kind: 'network' }) }],
    'xstate.done.actor.register': [
      outcome('0', 'Registro exitoso.'),
      outcome('11', 'Este número ya está registrado.'),
      outcome('-1', 'El código de la imagen es incorrecto.'),
      outcome('12', 'El código SMS es incorrecto o ya venció.'),
    ],
    'xstate.error.actor.register': [{ error: apiError({ kind: 'timeout' }) }],
    'countdown.tick': [{ remaining: 59 }],
  },
  exclude: ['sms.sent'],
  // The notice and the seconds left show on screen; captchaVersion grows without bound, so it stays out.
  context: (c: RegisterContext) => ({
    phone: c.phone,
    captcha: c.captcha,
    smsCode: c.smsCode,
    notice: c.notice,
    remaining: c.remaining,
    loadError: c.loadError?.kind ?? null,
  }),
};
