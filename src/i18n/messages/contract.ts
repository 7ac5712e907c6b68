import { defineMessages } from '../define';

// The printed figures (18 %, 0.0065 %, 16 %, 3 % a day) are the agreement's text (SPEC section 9).
export const contractMessages = defineMessages({
  es: {
    'contract.title': 'Contrato de préstamo',
    'contract.imageAlt': 'Préstamo personal rápido, del teléfono a su cuenta',
    'contract.noteTitle': 'Pagaré',
    'contract.note':
      'Yo, {userName}, me obligo a pagar incondicionalmente a la orden de {company} la cantidad de {contractAmount} a más tardar el {planDate}, por el préstamo del producto {productName} depositado en la cuenta {bankNo}, conforme a la siguiente tabla:',
    'contract.table': 'Condiciones del préstamo',
    'contract.item': 'Concepto',
    'contract.value': 'Valor',
    'contract.paymentDate': 'Fecha de pago (entrega del prestamista)',
    'contract.repaymentDate': 'Fecha de reembolso',
    'contract.loanAmount': 'Monto del préstamo',
    'contract.commission': 'Comisión',
    'contract.annualRate': 'Tasa de interés anual',
    'contract.interestRate': 'Tasa de interés',
    'contract.interest': 'Intereses',
    'contract.vat': 'IVA (16 % de intereses más comisión)',
    'contract.received': 'Monto recibido',
    'contract.total': 'Total a pagar',
    'contract.penaltyTitle': 'Intereses moratorios',
    'contract.penalty':
      'Si el pago no se realiza en la fecha de reembolso, el prestatario pagará un interés moratorio del 3 % diario sobre el saldo vencido hasta su liquidación total.',
    'contract.addressTitle': 'Domicilio del prestatario',
    'contract.lawTitle': 'Legislación aplicable y tribunales',
    'contract.law':
      'Este contrato se rige por las leyes federales de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de la Ciudad de México y renuncian a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro.',
    'contract.date': 'Fecha del contrato',
    'contract.signatures': 'Firmas',
    'contract.lender': 'El prestamista',
    'contract.borrower': 'El prestatario',
    'contract.signature': 'Firma',
  },
  en: {
    'contract.title': 'Loan Agreement',
    'contract.imageAlt': 'Fast personal loan, from your phone to your account',
    'contract.noteTitle': 'Promissory note',
    'contract.note':
      'I, {userName}, unconditionally promise to pay to the order of {company} the sum of {contractAmount} no later than {planDate}, for the loan of the product {productName} paid into account {bankNo}, as set out in the following table:',
    'contract.table': 'Loan terms',
    'contract.item': 'Item',
    'contract.value': 'Value',
    'contract.paymentDate': 'Payment date (lender pays out)',
    'contract.repaymentDate': 'Repayment date',
    'contract.loanAmount': 'Loan amount',
    'contract.commission': 'Commission',
    'contract.annualRate': 'Annual interest rate',
    'contract.interestRate': 'Interest rate',
    'contract.interest': 'Interest',
    'contract.vat': 'VAT (16% of interest plus commission)',
    'contract.received': 'Amount received',
    'contract.total': 'Total to repay',
    'contract.penaltyTitle': 'Overdue interest',
    'contract.penalty':
      'If payment is not made on the repayment date, the borrower shall pay overdue interest of 3% per day on the overdue balance until it is paid in full.',
    'contract.addressTitle': 'Borrower address',
    'contract.lawTitle': 'Governing law and court',
    'contract.law':
      'This agreement is governed by the federal laws of the United Mexican States. For its interpretation and performance the parties submit to the competent courts of Mexico City and waive any other jurisdiction that may apply by reason of their present or future domicile.',
    'contract.date': 'Contract date',
    'contract.signatures': 'Signatures',
    'contract.lender': 'The lender',
    'contract.borrower': 'The borrower',
    'contract.signature': 'Signature',
  },
});
