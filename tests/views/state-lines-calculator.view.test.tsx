// Every line in every state, in both languages (docs/decisions/0134): the loan calculator, each of
// its states (idle, invalid, showing results) in Spanish and in English, shows exactly the texts
// pinned here for the keys that state uses, and no other text of the page's keys (read from its
// source files). The invalid notice is the spec's own English text in both languages.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import CalculatorPage from '../../src/flows/calculator/calculator-page';
import { describeStateLines } from '../helpers/state-lines-suite';

const FORM = ['calculator.title', 'calculator.amount', 'calculator.period', 'calculator.days', 'calculator.calculate', 'calculator.reset'];
const RESULTS = [
  'calculator.results',
  'calculator.rate',
  'calculator.interest',
  'calculator.total',
  'calculator.instalments',
  'calculator.perInstalment',
];
/** The calculator loads nothing: the suite's load actor is one it never starts. */
const nothing = () => fromPromise(async () => null);
const calculate = () => userEvent.setup().click(screen.getByRole('button', { name: /^(Calculate|Calcular)$/ }));

describeStateLines('loan calculator', {
  Page: CalculatorPage,
  route: '/User',
  machineId: 'calculator',
  actor: 'unused',
  files: ['src/flows/calculator/calculator-page.tsx', 'src/flows/calculator/calculator-view.tsx'],
  pinned: {
    'calculator.title': { es: 'Calculadora de préstamos', en: 'Loan Calculator' },
    'calculator.amount': { es: 'Monto del préstamo', en: 'Loan amount' },
    'calculator.period': { es: 'Plazo', en: 'Period' },
    'calculator.days': { es: '{days} días', en: '{days} days' },
    'calculator.calculate': { es: 'Calcular', en: 'Calculate' },
    'calculator.reset': { es: 'Restablecer', en: 'Reset' },
    'calculator.rate': { es: 'Tasa de interés diaria', en: 'Daily interest rate' },
    'calculator.interest': { es: 'Interés total', en: 'Total interest' },
    'calculator.total': { es: 'Total a pagar', en: 'Total repayment' },
    'calculator.instalments': { es: 'Número de pagos', en: 'Number of instalments' },
    'calculator.perInstalment': { es: 'Monto de cada pago', en: 'Each instalment' },
    'calculator.results': { es: 'Resultado', en: 'Result' },
    'calculator.notNumber': { es: 'Please Enter a number!', en: 'Please Enter a number!' },
  },
  notShown: {},
  states: [
    { name: 'idle', load: nothing, reach: () => screen.findByRole('heading', { level: 1 }), lines: FORM },
    {
      name: 'invalid (no amount)',
      load: nothing,
      reach: async () => {
        await calculate();
        return screen.findByRole('alert');
      },
      lines: [...FORM, 'calculator.notNumber'],
    },
    {
      name: 'showing results',
      load: nothing,
      reach: async () => {
        await userEvent.setup().type(screen.getByRole('textbox', { name: /^(Loan amount|Monto del préstamo)$/ }), '5000');
        await calculate();
        return screen.findByRole('region', { name: /^(Result|Resultado)$/ });
      },
      lines: [...FORM, ...RESULTS],
    },
  ],
});
