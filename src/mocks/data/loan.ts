import type { OrderStatus } from '../scenarios';

/** Amounts are minor units (centavos): 300000 is $3,000.00. */
export interface LoanTerms {
  amount: number;
  days: number;
  commission: number;
  interest: number;
  iva: number;
  giveAmount: number;
  total: number;
  instalments: number;
  instalment: number;
}

/** Daily rate 0.03 %, opening commission 10 %, VAT 16 % on interest plus commission. */
export function loanTerms(amount: number, days = 91): LoanTerms {
  const commission = Math.round(amount * 0.1);
  const interest = Math.round(0.0003 * amount * days);
  const iva = Math.round(0.16 * (interest + commission));
  const total = amount + interest;
  const instalments = Math.max(1, Math.round(days / 30));
  return {
    amount,
    days,
    commission,
    interest,
    iva,
    giveAmount: amount - commission - iva,
    total,
    instalments,
    instalment: Math.round(total / instalments),
  };
}

export interface DemoOrder {
  orderId: string;
  orderNo: string;
  productId: string;
  productName: string;
  logo: string;
  amount: number;
  days: number;
  disbursedDaysAgo: number;
}

/** The first order is the borrower's current one; the others are settled history. */
export const orders: readonly DemoOrder[] = [
  {
    orderId: '240518001',
    orderNo: 'MX240518001',
    productId: '7',
    productName: 'Lendo Cash Express',
    logo: 'logo-lendo.svg',
    amount: 300000,
    days: 91,
    disbursedDaysAgo: 25,
  },
  {
    orderId: '240302017',
    orderNo: 'MX240302017',
    productId: '9',
    productName: 'Crédito Quincena',
    logo: 'logo-quincenal.svg',
    amount: 150000,
    days: 91,
    disbursedDaysAgo: 160,
  },
  {
    orderId: '231120044',
    orderNo: 'MX231120044',
    productId: '12',
    productName: 'Préstamo Flex',
    logo: 'logo-flex.svg',
    amount: 200000,
    days: 120,
    disbursedDaysAgo: 300,
  },
];

export const currentOrder: DemoOrder = orders[0] as DemoOrder;

export function findOrder(id: string | undefined): DemoOrder | undefined {
  if (!id) return undefined;
  return orders.find((o) => o.orderId === id || o.orderNo === id);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** YYYY-MM-DD, `offset` days from now. */
export function day(offset: number, now: Date = new Date()): string {
  const d = new Date(now.getTime() + offset * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD HH:mm. */
export function dateTime(d: Date): string {
  return `${day(0, d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Days from today to the next instalment of the current order (negative when overdue). */
export function dueOffset(status: OrderStatus): number {
  return status === 180 ? -3 : 30 - currentOrder.disbursedDaysAgo;
}
