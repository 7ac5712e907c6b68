// Loan calculator figures (SPEC section 9): interest = 0.0003 x amount x days, instalments = days / 30 rounded.

export const PERIOD_CHOICES = [91, 120, 150, 180, 210, 240, 270, 300, 330, 360] as const;
export const DEFAULT_PERIOD = 91;
export const DAILY_RATE = 0.0003;
/** The rate as the page prints it, in percent per day. */
export const DISPLAYED_RATE = '0.03';

export interface CalculatorResult {
  interest: string;
  total: string;
  instalments: number;
  perInstalment: string;
}

export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

export function calculate(amount: number, days: number): CalculatorResult {
  const interest = DAILY_RATE * amount * days;
  const total = amount + interest;
  const instalments = Math.max(1, Math.round(days / 30));
  return {
    interest: interest.toFixed(2),
    total: total.toFixed(2),
    instalments,
    perInstalment: (total / instalments).toFixed(2),
  };
}
