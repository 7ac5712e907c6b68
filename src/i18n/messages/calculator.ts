import { defineMessages } from '../define';

export const calculatorMessages = defineMessages({
  es: {
    'calculator.title': 'Calculadora de préstamos',
    'calculator.amount': 'Monto del préstamo',
    'calculator.period': 'Plazo',
    'calculator.days': '{days} días',
    'calculator.calculate': 'Calcular',
    'calculator.reset': 'Restablecer',
    'calculator.rate': 'Tasa de interés diaria',
    'calculator.interest': 'Interés total',
    'calculator.total': 'Total a pagar',
    'calculator.instalments': 'Número de pagos',
    'calculator.perInstalment': 'Monto de cada pago',
    'calculator.results': 'Resultado',
    'calculator.notNumber': 'Please Enter a number!',
  },
  en: {
    'calculator.title': 'Loan Calculator',
    'calculator.amount': 'Loan amount',
    'calculator.period': 'Period',
    'calculator.days': '{days} days',
    'calculator.calculate': 'Calculate',
    'calculator.reset': 'Reset',
    'calculator.rate': 'Daily interest rate',
    'calculator.interest': 'Total interest',
    'calculator.total': 'Total repayment',
    'calculator.instalments': 'Number of instalments',
    'calculator.perInstalment': 'Each instalment',
    'calculator.results': 'Result',
    'calculator.notNumber': 'Please Enter a number!',
  },
});
