import type { Lang, Texts } from '../lang';

/** Complaint vocabulary of the demo backend. Type value 1 is the collection type. */
export interface Option {
  title: Texts;
  value: number;
}

export const collectionType = 1;

export const problemTypes: readonly Option[] = [
  { title: { es: 'Cobranza', en: 'Collection' }, value: 1 },
  { title: { es: 'Pagos y reembolsos', en: 'Payments and refunds' }, value: 2 },
  { title: { es: 'Solicitud y desembolso', en: 'Application and disbursement' }, value: 3 },
  { title: { es: 'Cuenta y datos personales', en: 'Account and personal data' }, value: 4 },
  { title: { es: 'Otro asunto', en: 'Something else' }, value: 5 },
];

/** Sub-types of the collection type. */
export const problemSonTypes: readonly Option[] = [
  { title: { es: 'Llamadas excesivas o fuera de horario', en: 'Too many calls or calls at odd hours' }, value: 11 },
  { title: { es: 'Trato irrespetuoso del gestor', en: 'Disrespectful collection agent' }, value: 12 },
  { title: { es: 'Contacto a mis referencias', en: 'Contacting my references' }, value: 13 },
  { title: { es: 'Cobro de un préstamo ya pagado', en: 'Charged for a loan I already paid' }, value: 14 },
];

/** The options as the service sends them, titled in `lang`. */
export function optionsIn(options: readonly Option[], lang: Lang): { title: string; value: number }[] {
  return options.map((o) => ({ title: o.title[lang], value: o.value }));
}

export function optionTitle(options: readonly Option[], value: number | undefined, lang: Lang): string {
  return options.find((o) => o.value === value)?.title[lang] ?? '';
}

export const tabTitles: Texts<{ open: string; resolved: string }> = {
  es: { open: 'En proceso', resolved: 'Resueltas' },
  en: { open: 'In progress', resolved: 'Resolved' },
};

/** The complaint every fresh store starts with: resolved, with an agent reply. */
export const seedComplaint = {
  problemType: 2,
  problemSonType: 0,
  orderNo: 'MX240302017',
  content: 'Pagué mi préstamo por SPEI el 2 de marzo pero la app sigue mostrando saldo pendiente. Adjunto el comprobante.',
  images: ['receipt-spei.svg'],
  daysAgo: 12,
  /** The agent's reply is the service's text: it answers in the request's language (the borrower's content stays as written). */
  disposeDetail: {
    es: 'Hola, revisamos su caso: el pago se aplicó el 2 de marzo y su préstamo quedó liquidado. El saldo ya aparece en $0.00. Gracias por su paciencia.',
    en: 'Hello, we reviewed your case: the payment was applied on March 2 and your loan is paid off. Your balance now shows ₱0.00. Thank you for your patience.',
  } satisfies Texts,
  disposeImages: ['reply-receipt.svg'],
};

export const serviceContact = {
  phone: '+52 55 4160 2233',
  va: '800 953 6336',
  email: 'soporte@lendo.example',
};
