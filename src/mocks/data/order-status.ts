import type { Lang, Texts } from '../lang';
import type { OrderStatus } from '../scenarios';
import { labels } from './labels';
import { day, dueOffset, loanTerms, type DemoOrder } from './loan';

export interface StatusCopy {
  title: string;
  desc: string;
  short: string;
}

/** What the service says about an order in each status: the loan details notice and the order card's status. */
export const statusCopy: Record<OrderStatus, Texts<StatusCopy>> = {
  21: {
    es: {
      title: 'Solicitud en revisión',
      desc: 'Estamos revisando su información. Le avisaremos en cuanto tengamos una respuesta.',
      short: 'En revisión',
    },
    en: {
      title: 'Application under review',
      desc: 'We are reviewing your information and will let you know as soon as we have an answer.',
      short: 'Under review',
    },
  },
  151: {
    es: { title: 'Préstamo aprobado', desc: 'Su préstamo fue aprobado y el depósito a su cuenta está en proceso.', short: 'Desembolsando' },
    en: { title: 'Loan approved', desc: 'Your loan was approved and the deposit to your account is on its way.', short: 'Disbursing' },
  },
  110: {
    es: {
      title: 'Solicitud no aprobada',
      desc: 'Por ahora su solicitud no cumple con nuestros requisitos. Puede intentarlo de nuevo en 30 días.',
      short: 'Rechazado',
    },
    en: {
      title: 'Application not approved',
      desc: 'For now your application does not meet our requirements. You can try again in 30 days.',
      short: 'Rejected',
    },
  },
  170: {
    es: { title: 'Depósito realizado', desc: 'El dinero ya fue depositado en su cuenta BBVA México terminación 4821.', short: 'Depositado' },
    en: { title: 'Money deposited', desc: 'The money has been deposited into your BBVA México account ending in 4821.', short: 'Deposited' },
  },
  174: {
    es: {
      title: 'Pendiente de pago',
      desc: 'Pague antes de la fecha límite para mantener un buen historial y acceder a montos mayores.',
      short: 'Por pagar',
    },
    en: {
      title: 'Payment due',
      desc: 'Pay before the due date to keep a good record and qualify for higher amounts.',
      short: 'To pay',
    },
  },
  180: {
    es: { title: 'Pago vencido', desc: 'Su pago está vencido. Pague hoy para evitar más cargos moratorios.', short: 'Vencido' },
    en: { title: 'Payment overdue', desc: 'Your payment is overdue. Pay today to avoid further late fees.', short: 'Overdue' },
  },
  200: {
    es: { title: 'Préstamo liquidado', desc: '¡Gracias! Su préstamo está liquidado. Puede solicitar uno nuevo cuando quiera.', short: 'Liquidado' },
    en: { title: 'Loan paid off', desc: 'Thank you! Your loan is paid off. You can apply for a new one whenever you like.', short: 'Paid off' },
  },
};

/** Text/value rows of an order's details: amounts as numbers in minor units, everything else as text. */
export function orderRows(order: DemoOrder, status: OrderStatus, lang: Lang): { text: string; value: string | number }[] {
  const t = loanTerms(order.amount, order.days);
  const l = labels[lang];
  const rows: { text: string; value: string | number }[] = [
    { text: l.orderNo, value: order.orderNo },
    { text: l.loanAmount, value: t.amount },
    { text: l.term, value: l.days(t.days) },
  ];
  if (status === 21 || status === 151 || status === 110) return rows;
  rows.push(
    { text: l.amountReceived, value: t.giveAmount },
    { text: l.depositDate, value: day(-order.disbursedDaysAgo) },
    { text: l.totalToPay, value: t.total },
  );
  if (status === 200) rows.push({ text: l.settledOn, value: day(-2) });
  else rows.push({ text: l.nextPayment, value: day(dueOffset(status)) });
  if (status === 180) rows.push({ text: l.lateFee, value: Math.round(t.instalment * 0.03 * 3) });
  return rows;
}
