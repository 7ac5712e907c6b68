import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyStateMachine } from 'xstate';
import { bankRepaymentMachine } from '../../machines/bank-repayment/bank-repayment.machine';
import { complaintFormMachine } from '../../machines/complaint-form/complaint-form.machine';
import { confirmLoanMachine } from '../../machines/confirm-loan/confirm-loan.machine';
import { registerMachine } from '../../machines/register/register.machine';
import BankRepaymentPage from '../../src/flows/bank-repayment/bank-repayment-page';
import ComplaintFormPage from '../../src/flows/complaint/complaint-form-page';
import ConfirmLoanPage from '../../src/flows/confirm-loan/confirm-loan-page';
import RegisterPage from '../../src/flows/register/register-page';
import { confirmOffer } from '../../stories/support/loan-fixtures';
import { ControlledActors } from '../helpers/machine-runner';
import { renderPage } from '../helpers/render-page';
import { storedPending } from '../machines/bank-repayment.model';

// Every numeric rule of SPEC 5 and 9 as a person meets it on the page, at the limit and one past
// it, on a fake clock that moves only when a test moves it. The numbers and texts are written here
// from the spec, not read from the app. Where a test elsewhere already pins both sides on the page,
// it is named instead of repeated:
// - complaint images, at most 9, the picker hidden at 9: tests/views/complaint-form.view.test.tsx,
//   every state of the complaintForm view suite checks the picker is there with 8 images (the
//   restored draft) and gone with 9 (one more uploaded), and its image.pick step at 9 finds none;
// - complaint success modal, 1500 ms: the same suite's step for the success modal's delay (at
//   1499 ms the 'Sent' dialog shows, and at 1500 ms the page has left for the complaint entry);
// - rating modal on complaint detail, 3000 ms: tests/views/complaint-detail.view.test.tsx, the
//   rating delay's step (at 2999 ms no dialog; at 3000 ms 'Rate our service' is open).

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library waits on a setTimeout(0) that a still fake clock never fires, unless it sees
  // Jest's timer API (as in tests/helpers/view-suite.ts).
  Reflect.set(globalThis, 'jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'jest');
  vi.useRealTimers();
});

const settle = () =>
  act(async () => {
    await Promise.resolve();
  });
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

/** Renders `ui` at `route` with every actor of `machine` (but `keep`) answered by the test. */
async function open(ui: ReactElement, route: string, machine: AnyStateMachine, keep: string[] = []) {
  const actors = new ControlledActors();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const actions = machine.id === 'register' ? { actions: { trackVisit: () => undefined, trackClick: () => undefined } } : {};
  renderPage(ui, { route, machineOptions: { overrides: { [machine.id]: { actors: actors.actorsFor(machine, keep), ...actions } } } });
  await settle();
  const answer = (id: string, output: unknown) => act(async () => actors.settle(id, { output }));
  const calls = (id: string) => actors.calls.filter((c) => c.id === id).map((c) => c.input);
  return { actors, user, answer, calls };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('register page (SPEC 4, 5, 9)', () => {
  async function form() {
    const page = await open(<RegisterPage />, '/promotion?type=1&id=7', registerMachine, ['countdown']);
    await page.answer('loadPage', { sid: 'sid-1' });
    expect(field('Mobile number')).not.toHaveAttribute('readonly');
    return page;
  }
  const codeButton = () => screen.getByRole('button', { name: /^Get code$|another code/ });
  const notice = () => screen.queryByTestId('register-notice');

  it.each([
    ['Mobile number', '13912345678', '9'],
    ['Image code', 'ab12', 'c'],
    ['SMS code', '123456', '7'],
  ])('%s keeps %j whole and not one character more', async (label, whole, more) => {
    const { user } = await form();
    await user.type(field(label), whole);
    expect(field(label).value).toBe(whole);
    await user.type(field(label), more);
    expect(field(label).value).toBe(whole);
  });

  it("10 digits are not a phone: '请正确输入手机号！' and nothing is sent; the 11th makes one, and register is sent", async () => {
    const { user, calls } = await form();
    await user.type(field('Mobile number'), '1391234567');
    await user.type(field('Image code'), 'ab12');
    await user.type(field('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(notice()).toHaveTextContent('请正确输入手机号！');
    expect(calls('register')).toEqual([]);
    await user.type(field('Mobile number'), '8');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(notice()).toBeNull();
    expect(calls('register')).toEqual([expect.objectContaining({ phone: '13912345678', capcode: 'ab12', smsCode: '123456' })]);
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'true');
  });

  async function counting() {
    const page = await form();
    await page.user.type(field('Mobile number'), '13912345678');
    await page.user.type(field('Image code'), 'ab12');
    await page.user.click(codeButton());
    await page.answer('sendSms', { code: '0', message: '' });
    expect(codeButton()).toHaveTextContent('60 s');
    return page;
  }

  it("at 59 s the button still counts (1 s) and a tap says '请勿重复发送验证码!' with nothing sent", async () => {
    const { user, calls } = await counting();
    await advance(59_000);
    expect(codeButton()).toHaveTextContent('1 s');
    expect(codeButton()).toHaveAttribute('aria-disabled', 'true');
    expect(codeButton()).toHaveAccessibleName('You can ask for another code in 1 seconds');
    await user.click(codeButton());
    expect(notice()).toHaveTextContent('请勿重复发送验证码!');
    expect(calls('sendSms')).toHaveLength(1);
  });

  it("at 60 s it reads 'Get code' again and a tap sends the code request", async () => {
    const { user, calls } = await counting();
    await advance(60_000);
    expect(codeButton()).toHaveTextContent('Get code');
    expect(codeButton()).not.toHaveAttribute('aria-disabled');
    await user.click(codeButton());
    expect(calls('sendSms')).toHaveLength(2);
    expect(codeButton()).toHaveAttribute('aria-busy', 'true');
  });
});

describe('bank-card repayment page, SMS step (SPEC 4, 5, 9)', () => {
  async function smsStep() {
    const page = await open(
      <BankRepaymentPage />,
      '/repay/card?type=1&orderId=O1&withholdingAmount=150000&couponId=C7&userId=U5',
      bankRepaymentMachine,
      ['countdown'],
    );
    // A commit waiting for its code (kept from before a reload): the step opens, its timer at 60 s.
    await page.answer('readPending', storedPending);
    // The step's code is fetched when it is needed.
    for (let i = 0; i < 5 && !screen.queryByRole('dialog', { name: 'SMS verification' }); i++)
      await act(async () => {
        await import('../../src/flows/bank-repayment/bank-repayment-sms');
      });
    const dialog = within(screen.getByRole('dialog', { name: 'SMS verification' }));
    expect(dialog.getByTestId('sms-resend')).toHaveTextContent('Resend (60 s)');
    return { ...page, dialog };
  }

  it('at 59 s the resend label still counts (1 s) and cannot be tapped', async () => {
    const { user, dialog, calls } = await smsStep();
    await advance(59_000);
    const resend = dialog.getByTestId('sms-resend');
    expect(resend).toHaveTextContent('Resend (1 s)');
    expect(resend).toBeDisabled();
    await user.click(resend);
    expect(calls('resend')).toEqual([]);
  });

  it("at 60 s it reads 'Resend code' and a tap sends the commit again (sendMsg 1)", async () => {
    const { user, dialog, calls } = await smsStep();
    await advance(60_000);
    const resend = dialog.getByTestId('sms-resend');
    expect(resend).toHaveTextContent('Resend code');
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(calls('resend')).toEqual([expect.objectContaining({ orderId: 'O1', sendMsg: 1 })]);
  });

  it("a code of 5 characters is refused ('请输入正确的验证码', nothing sent); 6 are sent", async () => {
    const { user, dialog, calls } = await smsStep();
    const code = dialog.getByLabelText<HTMLInputElement>('Verification code');
    await user.type(code, '12345');
    await user.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('请输入正确的验证码');
    expect(calls('confirm')).toEqual([]);
    await user.type(code, '6');
    await user.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    expect(calls('confirm')).toEqual([{ orderId: 'O1', verifyCode: '123456', repaymentRecordId: 'RP1' }]);
    expect(dialog.queryByRole('alert')).toBeNull();
  });
});

describe('complaint form page: a description of at most 200 characters (SPEC 5, 9)', () => {
  it('200 characters are kept and counted 200/200; a 201st typed is ignored', async () => {
    const { user, answer } = await open(
      <ComplaintFormPage />,
      '/complainPageNext?type=1&orderId=240518001&problemType=2&orderNo=MX240518001',
      complaintFormMachine,
    );
    await answer('readDraft', { text: '', images: [] });
    await answer('loadTitles', { typeTitle: 'Pagos y reembolsos', sonTypeTitle: '' });
    const textarea = screen.getByLabelText<HTMLTextAreaElement>('Problem description');
    await user.click(textarea);
    await user.paste('a'.repeat(199) + 'b');
    expect(textarea.value).toBe('a'.repeat(199) + 'b');
    expect(screen.getByTestId('text-counter')).toHaveTextContent('200/200');
    await user.type(textarea, 'c');
    expect(textarea.value).toBe('a'.repeat(199) + 'b');
    expect(screen.getByTestId('text-counter')).toHaveTextContent('200/200');
  });
});

describe('confirm loan page: the recalculation reload 5.5 s after the modal opens (SPEC 4, 9)', () => {
  it('at 5499 ms the modal shows and nothing is reloaded; at 5500 ms the offer is asked for again with isType=1', async () => {
    const { answer, calls } = await open(<ConfirmLoanPage />, '/loan/confirm?productId=7&type=1', confirmLoanMachine);
    await answer('loadConfirm', confirmOffer({ isNeedPop: 1 }));
    const dialog = () => screen.queryByRole('dialog', { name: 'Recalculating your loan' });
    expect(dialog()).toBeInTheDocument();
    await advance(5499);
    expect(dialog()).toBeInTheDocument();
    expect(calls('loadConfirm')).toEqual([{ productId: '7' }]);
    await advance(1);
    expect(calls('loadConfirm')).toEqual([{ productId: '7' }, { productId: '7', isType: 1 }]);
  });
});
