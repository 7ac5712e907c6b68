/**
 * The calculator's figures worked out by hand from SPEC section 9 (never by the app's own code):
 * interest = 0.0003 x amount x days; total = amount + interest; instalments = days / 30 rounded;
 * each instalment = total / instalments; all to 2 decimals.
 */
export interface CalculatorFigures {
  amount: string;
  days: number;
  interest: string;
  total: string;
  instalments: string;
  perInstalment: string;
}

export const CALCULATOR_FIGURES: readonly CalculatorFigures[] = [
  // 0.0003 x 10000 x 91 = 273; 91/30 = 3.03 -> 3; 10273 / 3 = 3424.333...
  { amount: '10000', days: 91, interest: '273.00', total: '10273.00', instalments: '3', perInstalment: '3424.33' },
  // 0.0003 x 10000 x 120 = 360; 120/30 = 4; 10360 / 4 = 2590
  { amount: '10000', days: 120, interest: '360.00', total: '10360.00', instalments: '4', perInstalment: '2590.00' },
  // 0.0003 x 5000 x 150 = 225; 5; 5225 / 5 = 1045
  { amount: '5000', days: 150, interest: '225.00', total: '5225.00', instalments: '5', perInstalment: '1045.00' },
  // 0.0003 x 3000 x 180 = 162; 6; 3162 / 6 = 527
  { amount: '3000', days: 180, interest: '162.00', total: '3162.00', instalments: '6', perInstalment: '527.00' },
  // 0.0003 x 2500 x 210 = 157.5; 7; 2657.5 / 7 = 379.642...
  { amount: '2500', days: 210, interest: '157.50', total: '2657.50', instalments: '7', perInstalment: '379.64' },
  // 0.0003 x 7000 x 240 = 504; 8; 7504 / 8 = 938
  { amount: '7000', days: 240, interest: '504.00', total: '7504.00', instalments: '8', perInstalment: '938.00' },
  // 0.0003 x 800 x 270 = 64.8; 9; 864.8 / 9 = 96.088...
  { amount: '800', days: 270, interest: '64.80', total: '864.80', instalments: '9', perInstalment: '96.09' },
  // 0.0003 x 20000 x 300 = 1800; 10; 21800 / 10 = 2180
  { amount: '20000', days: 300, interest: '1800.00', total: '21800.00', instalments: '10', perInstalment: '2180.00' },
  // 0.0003 x 1100 x 330 = 108.9; 11; 1208.9 / 11 = 109.9
  { amount: '1100', days: 330, interest: '108.90', total: '1208.90', instalments: '11', perInstalment: '109.90' },
  // 0.0003 x 1000 x 360 = 108; 12; 1108 / 12 = 92.333...
  { amount: '1000', days: 360, interest: '108.00', total: '1108.00', instalments: '12', perInstalment: '92.33' },
  // 0.0003 x 1 x 91 = 0.0273; 1.0273; 3; 0.3424...
  { amount: '1', days: 91, interest: '0.03', total: '1.03', instalments: '3', perInstalment: '0.34' },
  // 0.0003 x 0 x 91 = 0; 3 instalments of 0
  { amount: '0', days: 91, interest: '0.00', total: '0.00', instalments: '3', perInstalment: '0.00' },
];

/** The hand-worked figures for an amount and period; a pair not in the table fails the test. */
export function figuresFor(amount: string, days: number): CalculatorFigures {
  const row = CALCULATOR_FIGURES.find((r) => r.amount === amount && r.days === days);
  if (!row) throw new Error(`No hand-worked calculator figures for ${amount} over ${days} days: add a row`);
  return row;
}
