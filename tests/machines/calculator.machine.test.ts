import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { calculatorMachine, type CalculatorContext } from '../../machines/calculator/calculator.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import { everyEvent } from '../helpers/spec-table';
import { calculatorModel } from './calculator.model';
import { CALCULATOR_FIGURES, figuresFor } from './calculator.figures';

const AMOUNT = (value: string) => ({ type: 'amount.change', value });
const PERIOD = (days: number) => ({ type: 'period.select', days });
const CALCULATE = { type: 'form.calculate' };
const RESET = { type: 'form.reset' };

describeMachineModel('calculator', calculatorMachine, {
  ...calculatorModel,
  states: {
    showingResults: (run) => {
      const { amount, days, result } = run.actor.getSnapshot().context as CalculatorContext;
      const f = figuresFor(amount, days);
      expect(result).toEqual({ interest: f.interest, total: f.total, instalments: Number(f.instalments), perInstalment: f.perInstalment });
      expect(run.actor.getSnapshot().hasTag('results')).toBe(true);
    },
    invalid: (run) => {
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
      expect((run.actor.getSnapshot().context as CalculatorContext).result).toBeNull();
    },
    idle: (run) => {
      expect((run.actor.getSnapshot().context as CalculatorContext).result).toBeNull();
    },
  },
  every: everyEvent(calculatorMachine, {
    'amount.change': { type: 'amount.change', value: '1500' },
    'period.select': { type: 'period.select', days: 120 },
    'form.calculate': { type: 'form.calculate' },
    'form.reset': { type: 'form.reset' },
  }),
  // SPEC 4 "Calculator" and 5: idle, then results after Calculate; an amount of anything but digits
  // (none at all included) gives 'Please Enter a number!'; Reset clears everything (period 91).
  // Changing the amount or the period takes the old figures (or the message) away.
  transitions: [
    { from: 'idle', via: [AMOUNT('10000')], event: CALCULATE, to: 'showingResults' },
    { from: 'idle', via: [AMOUNT('1000'), PERIOD(360)], event: CALCULATE, to: 'showingResults' },
    { from: 'idle', via: [AMOUNT('12ab')], event: CALCULATE, to: 'invalid' },
    { from: 'idle', via: [], event: CALCULATE, to: 'invalid' },
    { from: 'idle', via: [AMOUNT('-5')], event: CALCULATE, to: 'invalid' },
    { from: 'idle', via: [AMOUNT('10.5')], event: CALCULATE, to: 'invalid' },
    { from: 'idle', event: AMOUNT('1200'), to: 'idle' },
    { from: 'idle', event: PERIOD(120), to: 'idle' },
    {
      from: 'idle',
      via: [AMOUNT('1200'), PERIOD(120)],
      event: RESET,
      to: 'idle',
      then: (run) => expect(run.actor.getSnapshot().context).toMatchObject({ amount: '', days: 91 }),
    },
    { from: 'invalid', via: [AMOUNT('12ab'), CALCULATE], event: AMOUNT('1200'), to: 'idle' },
    { from: 'invalid', via: [AMOUNT('12ab'), CALCULATE], event: PERIOD(120), to: 'idle' },
    { from: 'invalid', via: [AMOUNT('12ab'), CALCULATE], event: RESET, to: 'idle' },
    { from: 'showingResults', via: [AMOUNT('10000'), CALCULATE], event: AMOUNT('1200'), to: 'idle' },
    { from: 'showingResults', via: [AMOUNT('10000'), CALCULATE], event: PERIOD(120), to: 'idle' },
    { from: 'showingResults', via: [AMOUNT('10000'), CALCULATE], event: RESET, to: 'idle' },
  ],
});

describe('the calculator figures', () => {
  it.each(CALCULATOR_FIGURES.map((f) => [f.amount, f.days, f] as const))('%s over %i days gives the hand-worked figures', (amount, days, f) => {
    const actor = createActor(calculatorMachine).start();
    actor.send({ type: 'amount.change', value: amount });
    actor.send({ type: 'period.select', days });
    actor.send({ type: 'form.calculate' });
    expect(actor.getSnapshot().value).toBe('showingResults');
    expect(actor.getSnapshot().context.result).toEqual({
      interest: f.interest,
      total: f.total,
      instalments: Number(f.instalments),
      perInstalment: f.perInstalment,
    });
    actor.stop();
  });

  it('starts at 91 days and goes back to 91 days and no amount on Reset (SPEC section 4)', () => {
    const actor = createActor(calculatorMachine).start();
    expect(actor.getSnapshot().context).toEqual({ amount: '', days: 91, result: null });
    actor.send({ type: 'amount.change', value: '5000' });
    actor.send({ type: 'period.select', days: 150 });
    actor.send({ type: 'form.calculate' });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ amount: '', days: 91, result: null });
    actor.stop();
  });
});
