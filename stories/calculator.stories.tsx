import type { Meta } from '@storybook/react-vite';
import { calculatorMachine } from '../machines/calculator/calculator.machine';
import { calculate } from '../machines/calculator/calculator.math';
import CalculatorPage from '../src/flows/calculator/calculator-page';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Calculator',
  parameters: { route: '/User' },
} satisfies Meta;

export const Idle = stateStory(calculatorMachine, CalculatorPage, 'idle', { amount: '', days: 91, result: null });

export const IdleWithAmount = stateStory(
  calculatorMachine,
  CalculatorPage,
  'idle',
  { amount: '5000', days: 180, result: null },
  { name: 'Idle (amount typed)' },
);

export const Invalid = stateStory(calculatorMachine, CalculatorPage, 'invalid', { amount: '12ab', days: 91, result: null });

export const ShowingResults = stateStory(calculatorMachine, CalculatorPage, 'showingResults', {
  amount: '10000',
  days: 91,
  result: calculate(10000, 91),
});
