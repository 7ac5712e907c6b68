// Every figure from its field (docs/decisions/0134): each amount, date, rate and count a loan or
// repayment page shows, checked against the fixture field SPEC 2 and 3 name for it, in every state
// that shows it, with fixtures whose shown values all differ. The expected texts are written here by
// hand (minor units / 100, two decimals, the language's sign), never formatted by the app.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import type { ComponentType } from 'react';
import type { ContractDetail, LoanConfirm, LoanDetails } from '../../src/api';
import type { InstalmentPlan, DelayDetail } from '../../src/api/instalment';
import type { VoucherAnswer } from '../../machines/payment-instructions/payment-instructions.machine';
import PeriodAgreementPage from '../../src/flows/contract/contract-page';
import ConfirmLoanPage from '../../src/flows/confirm-loan/confirm-loan-page';
import LoanDetailsPage from '../../src/flows/loan-details/loan-details-page';
import InstalmentPage from '../../src/flows/instalment/instalment-page';
import ExtensionPage from '../../src/flows/extension/extension-page';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import { confirmOffer, orderDetails } from '../../stories/support/loan-fixtures';
import { delayDetail, instalmentPlan, voucher } from '../../stories/support/repaying-fixtures';
import { contractFixture } from '../machines/contract.model';
import { expectDistinctFigures } from '../helpers/distinct-figures';
import { renderPage } from '../helpers/render-page';

const ORDER = 'productId=7&orderId=240518001';
const DETAILS = 'Loan details';

/** Renders `Page` at `route` with the machine `id`'s actors answering as given. */
function show(Page: ComponentType, route: string, id: string, actors: Record<string, unknown>) {
  renderPage(<Page />, { route, machineOptions: { overrides: { [id]: { actors } } } });
}
const answer = <T,>(data: T) => fromPromise<T>(async () => data);
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('contract: the agreement’s figures', () => {
  const c: ContractDetail = contractFixture;
  it('the fixture’s shown values all differ', () => {
    const { userName, productName, bankNo, userAddress, company, ...figures } = c;
    expectDistinctFigures({ ...figures, userName, productName, bankNo, userAddress, company });
  });

  const rows = (lang: 'en' | 'es') => {
    const m = lang === 'en' ? '₱' : '$';
    return {
      table: {
        daiDate: '2026-05-18',
        planDate: '2026-08-17',
        amount: `${m}3000.00`,
        commission: `${m}300.00`,
        annual: '18%',
        rate: '0.0065%',
        Interest: `${m}81.90`,
        IVA: `${m}61.10`,
        giveAmount: `${m}2638.90`,
        contractAmount: `${m}3081.90`,
      },
      note:
        lang === 'en'
          ? 'I, María Fernanda López García, unconditionally promise to pay to the order of Lendo Cash S.A. de C.V. the sum of ₱3081.90 no later than 2026-08-17, for the loan of the product Lendo Cash Express paid into account **** **** **** 4821, as set out in the following table:'
          : 'Yo, María Fernanda López García, me obligo a pagar incondicionalmente a la orden de Lendo Cash S.A. de C.V. la cantidad de $3081.90 a más tardar el 2026-08-17, por el préstamo del producto Lendo Cash Express depositado en la cuenta **** **** **** 4821, conforme a la siguiente tabla:',
    };
  };

  it.each([
    ['en', 1],
    ['es', 2],
  ] as const)('%s: each row and the promissory note from its field; the note promises contractAmount', async (lang, type) => {
    show(PeriodAgreementPage, `/agony?type=${type}&orderNo=MX240518001`, 'contract', { loadContract: answer(c) });
    const table = await screen.findByRole('table');
    const expected = rows(lang);
    // The rows in the order SPEC 2 (screen 6) lists them, then the total.
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(expected.table));
    const noteTitle = lang === 'en' ? 'Promissory note' : 'Pagaré';
    expect(screen.getByRole('heading', { name: noteTitle }).nextElementSibling?.textContent).toBe(expected.note);
    expect(text('contract-date')).toBe('2026-05-16');
  });
});

describe('confirm loan: the offer’s figures', () => {
  const offer: LoanConfirm = confirmOffer({
    details: [
      { text: 'Monto solicitado', value: '320000' },
      { text: 'Comisión por apertura', value: '30000' },
      { text: 'Cuenta de depósito', value: 'BBVA México ****4821' },
    ],
    repay_plans: [
      { title: 'Pago 1 de 3', pay_time: '2026-12-23', amount: 101000, description: 'Capital más intereses' },
      { title: 'Pago 2 de 3', pay_time: '2027-01-21', amount: 102500, description: 'Capital e intereses' },
      { title: 'Pago 3 de 3', pay_time: '2027-02-20', amount: 104690, description: 'Último pago' },
    ],
  });

  it('the fixture’s shown values all differ', () => {
    expectDistinctFigures({
      amount: offer.amount,
      periods: offer.periods,
      loanRate: offer.loanRate,
      couNum: offer.couNum,
      ...Object.fromEntries(offer.details.map((d, i) => [`details[${i}].value`, d.value])),
      ...Object.fromEntries(
        offer.repay_plans.flatMap((p, i) => [
          [`repay_plans[${i}].amount`, p.amount],
          [`repay_plans[${i}].pay_time`, p.pay_time],
        ]),
      ),
    });
  });

  it('loaded: amount, term, rate, coupon, detail values and each plan row from its own field', async () => {
    show(ConfirmLoanPage, `/loan/confirm?type=1&${ORDER}`, 'confirmLoan', { loadConfirm: answer(offer) });
    expect(await screen.findByTestId('confirm-amount')).toHaveTextContent(/^₱3000\.00$/);
    expect(text('confirm-term')).toBe('91 days');
    expect(text('confirm-rate')).toBe('0.03%');
    expect(text('confirm-coupon')).toBe('₱50.00');
    const detailList = screen.getAllByLabelText(DETAILS).find((el) => el.tagName === 'DL');
    expect(
      within(detailList as HTMLElement)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['₱3200.00', '₱300.00', 'BBVA México ****4821']);
    expect(
      within(screen.getByRole('region', { name: 'Repayment plan' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Pago 1 de 3₱1010.002026-12-23Capital más intereses',
      'Pago 2 de 3₱1025.002027-01-21Capital e intereses',
      'Pago 3 de 3₱1046.902027-02-20Último pago',
    ]);
  });

  it('recalculating: the modal’s amount is the offer’s amount', async () => {
    show(ConfirmLoanPage, `/loan/confirm?type=1&${ORDER}`, 'confirmLoan', { loadConfirm: answer({ ...offer, isNeedPop: 1 }) });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your amount was adjusted to ₱3000.00. We are updating your offer…');
  });
});

describe('loan details: the detail list’s figures', () => {
  const details: LoanDetails = orderDetails(174, {
    userOrderDetail: {
      detail: [
        { text: 'Número de pedido', value: 'MX240518001' },
        { text: 'Monto del préstamo', value: '300000' },
        { text: 'Total a pagar', value: '308190' },
        { text: 'Plazo', value: '91 días' },
      ],
    },
  });
  it('the fixture’s shown values all differ', () => {
    expectDistinctFigures(Object.fromEntries(details.userOrderDetail.detail.map((d, i) => [`detail[${i}].value`, d.value])));
  });
  it('loaded: each row’s value from its own field, amounts in pesos', async () => {
    show(LoanDetailsPage, `/loan/detail?type=1&${ORDER}`, 'loanDetails', { loadDetails: answer(details) });
    const card = await screen.findByText('Monto del préstamo');
    const list = card.closest('dl') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['MX240518001', '₱3000.00', '₱3081.90', '91 días']);
  });
});

describe('instalment: the plan’s figures', () => {
  const plan: InstalmentPlan = instalmentPlan;
  it('the fixture’s shown values all differ', () => {
    expectDistinctFigures({
      repayAmount: plan.repayAmount,
      repayDate: plan.repayDate,
      ...Object.fromEntries(plan.detail.map((d, i) => [`detail[${i}].value`, d.value])),
    });
  });
  it('loaded: amount, date and each detail value, folded and unfolded', async () => {
    show(InstalmentPage, `/repay/choose?type=1&${ORDER}`, 'instalment', { loadData: answer(plan) });
    expect(await screen.findByTestId('repay-amount')).toHaveTextContent(/^₱1123\.45$/);
    expect(text('repay-date')).toBe('2026-12-01');
    const values = () =>
      within(screen.getByTestId('detail-rows'))
        .getAllByRole('definition')
        .map((d) => d.textContent);
    expect(values()).toEqual(['MX240518001', '1 de 3']);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(values()).toEqual(['MX240518001', '1 de 3', '₱1000.00', '₱123.45']);
  });
});

describe('extension: the delay’s figures', () => {
  const detail: DelayDetail = {
    ...delayDetail,
    delayInfo: { ...delayDetail.delayInfo, delayAmount: 15500, delayTime: '2026-12-09' },
  };
  it('the fixture’s shown values all differ', () => {
    expectDistinctFigures({
      delayAmount: detail.delayInfo.delayAmount,
      delayTime: detail.delayInfo.delayTime,
      ...Object.fromEntries(
        detail.repayPlan.flatMap((p, i) => [
          [`repayPlan[${i}].amount`, p.amount],
          [`repayPlan[${i}].time`, p.time],
        ]),
      ),
    });
  });
  it('loaded: the banner’s amount and date, and each plan row’s amount and time', async () => {
    show(ExtensionPage, `/repay/delay?type=1&${ORDER}`, 'extension', { loadData: answer(detail) });
    expect(await screen.findByTestId('delay-amount')).toHaveTextContent(/^₱155\.00$/);
    expect(text('delay-date')).toBe('2026-12-09');
    expect(
      within(screen.getByTestId('delay-plan'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cargo por extensión₱150.00Se paga hoy2026-11-22', 'Nueva fecha de pago₱1123.45Monto del pago pendiente2026-12-08']);
  });
});

describe('payment code: the voucher’s figures', () => {
  // The link's amount differs from the voucher's: the total box shows the voucher's repayDetail.amount.
  const route = `/carpmm?type=1&${ORDER}&requestType=1&amount=112300&payCode=OXXO`;
  const fresh: VoucherAnswer = { ...voucher, kept: false };
  it('the fixture’s shown values all differ from each other and from the link’s', () => {
    expectDistinctFigures({
      'repayDetail.amount': voucher.repayDetail.amount,
      'repayDetail.vCode': voucher.repayDetail.vCode,
      'query amount': 112300,
    });
  });
  it('loaded: the total and the code from their fields', async () => {
    show(PaymentInstructionsPage, route, 'paymentInstructions', { loadData: answer(fresh) });
    expect(await screen.findByTestId('voucher-amount')).toHaveTextContent(/^₱1123\.45$/);
    expect(text('voucher-code')).toBe('93001234567890');
  });
  it('checking (a kept voucher): the same figures while it is checked', async () => {
    let calls = 0;
    const loadData = fromPromise<VoucherAnswer>(() => {
      calls += 1;
      return calls === 1 ? Promise.resolve({ ...voucher, kept: true }) : new Promise<VoucherAnswer>(() => undefined);
    });
    show(PaymentInstructionsPage, route, 'paymentInstructions', { loadData });
    expect(await screen.findByTestId('voucher-standing')).toBeInTheDocument();
    expect(text('voucher-amount')).toBe('₱1123.45');
    expect(text('voucher-code')).toBe('93001234567890');
  });
});
