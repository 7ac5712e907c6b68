import { expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { registerMachine, type RegisterContext } from '../../machines/register/register.machine';
import type { Notice } from '../../machines/register/register.rules';
import RegisterPage from '../../src/flows/register/register-page';
import type { MachineOptions } from '../../src/session/machine-options';
import { describeViewModel, type ViewRun } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { registerModel } from '../machines/register.model';

const route = '/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring&links_id=3&invite_code=INV1&UC=uc-9';
let clicks: string[] = [];
// Seconds ticked since the last accepted SMS send: the button must read 60 s less that (SPEC section 4).
let ticks = 0;

function Location() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const codeButton = () => screen.getByRole('button', { name: /^Get code$|another code/ });
const submitButton = () => screen.getByRole('button', { name: 'Register' });

// A person clearing the field and pasting (one change per action keeps the 93 paths quick).
async function retype(label: string, value: string, user: { clear: (e: Element) => Promise<void>; paste: (t: string) => Promise<void> }) {
  await user.clear(input(label));
  await user.paste(value);
}

// The spec's own texts (SPEC sections 5 and 8), and the network notice as the English catalogue words it.
const NOTICE_TEXT: Record<string, string> = {
  phoneInvalid: '请正确输入手机号！',
  captchaInvalid: '请正确输入图形验证码！',
  smsCodeInvalid: '请正确输入短信验证码！',
  resendBlocked: '请勿重复发送验证码!',
  smsSent: '验证码已发送，请在手机上查看！',
  alreadyRegistered: '您已注册,请直接下载APP登录！',
  registered: '注册成功',
  networkError: 'No connection. Check your network and try again.',
};

function noticeText(n: Notice): string {
  if ('server' in n) return n.server;
  const text = NOTICE_TEXT[n.key];
  if (text === undefined) throw new Error(`No expected text for the notice ${n.key}`);
  return text;
}

function expectNotice(c: RegisterContext) {
  const shown = screen.queryByTestId('register-notice');
  if (!c.notice) return expect(shown).toBeNull();
  expect(shown).toHaveTextContent(noticeText(c.notice));
  expect(shown).toHaveAttribute('role', c.notice.tone === 'error' ? 'alert' : 'status');
}

function expectForm(s: AnyMachineSnapshot, { editable = true } = {}) {
  const c = s.context as RegisterContext;
  expect(input('Mobile number').value).toBe(c.phone);
  expect(input('Image code').value).toBe(c.captcha);
  expect(input('SMS code').value).toBe(c.smsCode);
  expect(input('SMS code')).toHaveAttribute('autocomplete', 'one-time-code');
  expect(input('Mobile number').readOnly).toBe(!editable);
  expect((screen.getByAltText('Verification code image') as HTMLImageElement).src).toContain('sid=sid-1');
  expectNotice(c);
  if (s.matches({ ready: { code: 'countingDown' } })) {
    expect(codeButton()).toHaveTextContent(`${60 - ticks} s`);
    expect(codeButton()).toHaveAttribute('aria-disabled', 'true');
  } else {
    expect(codeButton()).toHaveTextContent('Get code');
    expect(codeButton()).not.toHaveAttribute('aria-disabled');
  }
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describeViewModel('register', registerMachine, {
  ...registerModel,
  fakeTimers: 'manual',
  keepActors: ['countdown'],
  render: (machineOptions: MachineOptions) => {
    clicks = [];
    ticks = 0;
    const own = machineOptions.overrides?.register ?? {};
    // Tracking is fire-and-forget over the network (covered end to end); here it is recorded.
    const actions = { trackVisit: () => undefined, trackClick: ({ context }: { context: RegisterContext }) => void clicks.push(context.phone) };
    renderPage(
      <>
        <RegisterPage />
        <Location />
      </>,
      { route, machineOptions: { ...machineOptions, overrides: { register: { ...own, actions } } } },
    );
  },
  events: {
    'page.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'phone.change': async (e, { user }) => retype('Mobile number', (e as unknown as { value: string }).value, user),
    'captcha.change': async (e, { user }) => retype('Image code', (e as unknown as { value: string }).value, user),
    'smsCode.change': async (e, { user }) => retype('SMS code', (e as unknown as { value: string }).value, user),
    'captcha.refresh': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'New image' })),
    'sms.send': async (_e, { user }) => user.click(codeButton()),
    'form.submit': async (_e, { user }) => user.click(submitButton()),
    'countdown.tick': async () => {
      ticks += 1;
      await advance(1000);
    },
    'xstate.done.actor.sendSms': async (e, { actors }) => {
      const output = (e as unknown as { output: { code: string } }).output;
      if (output.code === '0') ticks = 0;
      await act(async () => actors.settle('sendSms', { output }));
    },
    // The fake clock fires the timers each tick schedules within one advance, to the last second.
    'xstate.done.actor.smsCountdown': async () => advance(60_000),
  } satisfies Record<string, (e: EventObject, run: ViewRun) => Promise<void>>,
  states: {
    // The form is on screen from the start and takes what is typed while the session id loads; no image code yet.
    loading: (s) => {
      const c = s.context as RegisterContext;
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign up and get your loan');
      for (const [label, value] of [
        ['Mobile number', c.phone],
        ['Image code', c.captcha],
        ['SMS code', c.smsCode],
      ] as const) {
        expect(input(label).value).toBe(value);
        expect(input(label).readOnly).toBe(false);
      }
      expect(screen.queryByAltText('Verification code image')).toBeNull();
      expect(screen.queryByRole('button', { name: 'New image' })).toBeNull();
      expect(codeButton()).toBeDisabled();
      expect(submitButton()).toBeDisabled();
    },
    loadFailed: (s) => {
      const error = (s.context as RegisterContext).loadError;
      expect(screen.getByRole('alert')).toHaveTextContent(error?.kind === 'business' ? error.message : 'error');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    'ready.form.editing': (s) => {
      expectForm(s);
      expect(submitButton()).toBeEnabled();
    },
    'ready.form.sendingSms': (s) => {
      expectForm(s, { editable: false });
      expect(codeButton()).toHaveAttribute('aria-busy', 'true');
      expect(codeButton()).toBeDisabled();
      expect(submitButton()).toBeDisabled();
    },
    'ready.form.registering': (s) => {
      expectForm(s, { editable: false });
      expect(submitButton()).toHaveAttribute('aria-busy', 'true');
      expect(codeButton()).toBeDisabled();
      expect(clicks.at(-1)).toBe((s.context as RegisterContext).phone);
    },
    registered: (s) => {
      expectNotice(s.context as RegisterContext);
      expect(screen.getByTestId('register-notice')).toHaveTextContent('注册成功');
      expect(screen.getByText('Opening the download page…')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/promotion\?/);
    },
    alreadyRegistered: (s) => {
      expectNotice(s.context as RegisterContext);
      expect(screen.getByTestId('register-notice')).toHaveTextContent('您已注册,请直接下载APP登录！');
    },
    redirecting: () => {
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/?type=1#/downloadTemplate?app_from=fb&user_from=ad-12&utm_tag=spring&id=7&links_id=3',
      );
    },
  },
});
