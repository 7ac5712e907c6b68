/** Complaint vocabulary of the demo backend. Type value 1 is the collection type. */
export interface Option {
  title: string;
  value: number;
}

export const collectionType = 1;

export const problemTypes: readonly Option[] = [
  { title: 'Cobranza', value: 1 },
  { title: 'Pagos y reembolsos', value: 2 },
  { title: 'Solicitud y desembolso', value: 3 },
  { title: 'Cuenta y datos personales', value: 4 },
  { title: 'Otro asunto', value: 5 },
];

/** Sub-types of the collection type. */
export const problemSonTypes: readonly Option[] = [
  { title: 'Llamadas excesivas o fuera de horario', value: 11 },
  { title: 'Trato irrespetuoso del gestor', value: 12 },
  { title: 'Contacto a mis referencias', value: 13 },
  { title: 'Cobro de un préstamo ya pagado', value: 14 },
];

export function optionTitle(options: readonly Option[], value: number | undefined): string {
  return options.find((o) => o.value === value)?.title ?? '';
}

export const tabTitles = { open: 'En proceso', resolved: 'Resueltas' } as const;

/** The complaint every fresh store starts with: resolved, with an agent reply. */
export const seedComplaint = {
  problemType: 2,
  problemSonType: 0,
  orderNo: 'MX240302017',
  content: 'Pagué mi préstamo por SPEI el 2 de marzo pero la app sigue mostrando saldo pendiente. Adjunto el comprobante.',
  images: ['receipt-spei.svg'],
  daysAgo: 12,
  disposeDetail:
    'Hola, revisamos su caso: el pago se aplicó el 2 de marzo y su préstamo quedó liquidado. El saldo ya aparece en $0.00. Gracias por su paciencia.',
  disposeImages: ['reply-receipt.svg'],
};

export const serviceContact = {
  phone: '+52 55 4160 2233',
  va: '800 953 6336',
  email: 'soporte@lendo.example',
};
