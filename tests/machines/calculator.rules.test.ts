import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { calculatorMachine } from '../../machines/calculator/calculator.machine';
import { calculate, isDigitsOnly, DEFAULT_PERIOD, DISPLAYED_RATE, PERIOD_CHOICES } from '../../machines/calculator/calculator.math';
import { selectCalculatorView } from '../../machines/calculator/calculator.view-model';

// SPEC 9: total interest = 0.0003 x amount x days; total = amount + interest; instalments = days/30
// rounded; each instalment = total / instalments; all to 2 decimals. Worked out by hand.
const TABLE: [amount: number, days: number, interest: string, total: string, instalments: number, perInstalment: string][] = [
  [1000, 91, '27.30', '1027.30', 3, '342.43'],
  [5000, 120, '180.00', '5180.00', 4, '1295.00'],
  [10000, 150, '450.00', '10450.00', 5, '2090.00'],
  [3000, 210, '189.00', '3189.00', 7, '455.57'],
  [800, 270, '64.80', '864.80', 9, '96.09'],
  [1500, 300, '135.00', '1635.00', 10, '163.50'],
  [2000, 360, '216.00', '2216.00', 12, '184.67'],
  [0, 91, '0.00', '0.00', 3, '0.00'],
];

describe('calculator figures (SPEC 9, worked by hand)', () => {
  it.each(TABLE)('%i over %i days: interest %s, total %s, %i instalments of %s', (amount, days, interest, total, instalments, perInstalment) => {
    expect(calculate(amount, days)).toEqual({ interest, total, instalments, perInstalment });
  });

  it('offers the spec periods, 91 days first and by default, at a displayed rate of 0.03 %', () => {
    expect([...PERIOD_CHOICES]).toEqual([91, 120, 150, 180, 210, 240, 270, 300, 330, 360]);
    expect(DEFAULT_PERIOD).toBe(91);
    expect(DISPLAYED_RATE).toBe('0.03');
  });

  it.each([
    ['12', true],
    ['0', true],
    ['', false],
    ['12a', false],
    ['a12', false],
    [' 12', false],
    ['1.5', false],
    ['-5', false],
  ])('amount %j is digits only: %s', (value, expected) => {
    expect(isDigitsOnly(value)).toBe(expected);
  });
});

describe('calculator machine (SPEC 4: idle, results after Calculate, Reset back to 91 days)', () => {
  const start = () => createActor(calculatorMachine).start();

  it('starts idle with no amount, 91 days and no result', () => {
    const actor = start();
    expect(selectCalculatorView(actor.getSnapshot())).toEqual({ amount: '', days: 91, status: 'idle', result: null });
  });

  it('shows the figures for the amount and period typed', () => {
    const actor = start();
    actor.send({ type: 'amount.change', value: '5000' });
    actor.send({ type: 'period.select', days: 120 });
    actor.send({ type: 'form.calculate' });
    expect(selectCalculatorView(actor.getSnapshot())).toEqual({
      amount: '5000',
      days: 120,
      status: 'results',
      result: { interest: '180.00', total: '5180.00', instalments: 4, perInstalment: '1295.00' },
    });
  });

  it.each(['', '12a', '1.5'])('refuses Calculate with the amount %j (Please Enter a number!)', (value) => {
    const actor = start();
    actor.send({ type: 'amount.change', value });
    actor.send({ type: 'form.calculate' });
    expect(selectCalculatorView(actor.getSnapshot())).toMatchObject({ status: 'invalid', result: null });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('drops the figures when the amount or the period changes', () => {
    const actor = start();
    actor.send({ type: 'amount.change', value: '1000' });
    actor.send({ type: 'form.calculate' });
    actor.send({ type: 'period.select', days: 150 });
    expect(selectCalculatorView(actor.getSnapshot())).toEqual({ amount: '1000', days: 150, status: 'idle', result: null });
    actor.send({ type: 'form.calculate' });
    expect(actor.getSnapshot().context.result?.total).toBe('1045.00');
    actor.send({ type: 'amount.change', value: '2000' });
    expect(selectCalculatorView(actor.getSnapshot())).toEqual({ amount: '2000', days: 150, status: 'idle', result: null });
  });

  it('Reset clears the amount and the figures and sets the period back to 91', () => {
    const actor = start();
    actor.send({ type: 'amount.change', value: '3000' });
    actor.send({ type: 'period.select', days: 210 });
    actor.send({ type: 'form.calculate' });
    actor.send({ type: 'form.reset' });
    expect(selectCalculatorView(actor.getSnapshot())).toEqual({ amount: '', days: 91, status: 'idle', result: null });
    expect(actor.getSnapshot().hasTag('results')).toBe(false);
  });
});
