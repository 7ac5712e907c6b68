import { describe, expect, it } from 'vitest';
import { registerMachine, type RegisterContext, type RegisterEvent } from '../../machines/register/register.machine';
import { registerIntents, selectRegisterView } from '../../machines/register/register.view-model';
import { apiError } from '../../src/api/errors';
import { registerParams, VALID_PHONE } from './register.model';

const base: RegisterContext = {
  params: registerParams,
  sid: 'sid-1',
  phone: '',
  captcha: '',
  smsCode: '',
  remaining: 60,
  captchaVersion: 0,
  notice: null,
  loadError: null,
};
const typed = { ...base, phone: VALID_PHONE, captcha: '1234', smsCode: '123456' };
type Value = Parameters<typeof registerMachine.resolveState>[0]['value'];
const at = (value: Value, context: Partial<RegisterContext> = {}) => registerMachine.resolveState({ value, context: { ...base, ...context } });
const form = (form: Value, code: 'idle' | 'countingDown' = 'idle') => ({ ready: { form, code } });

describe('the register view model', () => {
  it('shows the form while the page loads, with what was typed, read for typing but not for sending', () => {
    expect(selectRegisterView(at('loading', { sid: '', phone: '139' }))).toEqual({
      phase: 'loading',
      loadError: null,
      phone: '139',
      captcha: '',
      smsCode: '',
      sid: '',
      captchaVersion: 0,
      notice: null,
      countdown: null,
      sendingSms: false,
      registering: false,
      editable: true,
      canSendSms: false,
      canSubmit: false,
    });
  });

  it('keeps the load failure for the view to word', () => {
    const error = apiError({ kind: 'business', code: '02', message: 'Esta campaña ya no está disponible.' });
    const view = selectRegisterView(at('loadFailed', { loadError: error }));
    expect(view.phase).toBe('loadFailed');
    expect(view.loadError).toBe(error);
    expect(selectRegisterView(at('loadFailed', { loadError: apiError({ kind: 'network' }) })).loadError?.kind).toBe('network');
  });

  it('shows the editing form with its notice, the countdown and the image version', () => {
    const notice = { tone: 'error', key: 'smsCodeInvalid' } as const;
    const view = selectRegisterView(at(form({ editing: 'smsCodeInvalid' }, 'countingDown'), { ...typed, remaining: 42, captchaVersion: 3, notice }));
    expect(view).toMatchObject({ phase: 'form', phone: VALID_PHONE, captcha: '1234', smsCode: '123456', sid: 'sid-1', captchaVersion: 3 });
    expect(view).toMatchObject({ notice, countdown: 42, editable: true, sendingSms: false, registering: false, canSendSms: true, canSubmit: true });
    const server = { tone: 'error', server: 'El código SMS es incorrecto o ya venció.' } as const;
    expect(selectRegisterView(at(form({ editing: 'notified' }), { ...typed, notice: server }))).toMatchObject({ notice: server, countdown: null });
  });

  it('locks the form while a request is out', () => {
    const sending = selectRegisterView(at(form('sendingSms'), typed));
    expect(sending).toMatchObject({ sendingSms: true, registering: false, editable: false, canSendSms: false, canSubmit: false });
    const registering = selectRegisterView(at(form('registering', 'countingDown'), { ...typed, remaining: 30 }));
    expect(registering).toMatchObject({ sendingSms: false, registering: true, editable: false, countdown: 30, canSubmit: false });
  });

  it('is done once registered, already registered or redirecting', () => {
    const notice = { tone: 'info', key: 'registered' } as const;
    expect(selectRegisterView(at('registered', { ...typed, notice }))).toMatchObject({ phase: 'done', notice, editable: false, canSubmit: false });
    expect(selectRegisterView(at('alreadyRegistered', typed)).phase).toBe('done');
    expect(selectRegisterView(at('redirecting', typed)).phase).toBe('done');
  });

  it('sends one event per intent, with what was typed', () => {
    const sent: RegisterEvent[] = [];
    const on = registerIntents((event) => sent.push(event));
    on.onRetry();
    on.onPhoneChange(VALID_PHONE);
    on.onCaptchaChange('1234');
    on.onSmsCodeChange('123456');
    on.onCaptchaRefresh();
    on.onSendSms();
    on.onSubmit();
    expect(sent).toEqual([
      { type: 'page.retry' },
      { type: 'phone.change', value: VALID_PHONE },
      { type: 'captcha.change', value: '1234' },
      { type: 'smsCode.change', value: '123456' },
      { type: 'captcha.refresh' },
      { type: 'sms.send' },
      { type: 'form.submit' },
    ]);
  });
});
