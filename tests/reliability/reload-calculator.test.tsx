import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import CalculatorPage from '../../src/flows/calculator/calculator-page';
import { renderRoute, withDemoBackend } from './page-harness';

withDemoBackend();

// docs/decisions/0137: the calculator's amount, period and results come back after a reload.
const amount = () => screen.getByLabelText('Loan amount') as HTMLInputElement;
const period = () => screen.getByLabelText('Period') as HTMLSelectElement;

describe('calculator after a reload (docs/decisions/0137)', () => {
  it('the amount, the period and the results shown come back; after Reset nothing does', async () => {
    const first = renderRoute(<CalculatorPage />, '/calculator?type=1');
    fireEvent.change(amount(), { target: { value: '10000' } });
    fireEvent.change(period(), { target: { value: period().options[period().options.length - 1]?.value } });
    const days = period().value;
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const results = screen.getByRole('button', { name: 'Calculate' }).closest('main')?.textContent ?? '';
    first.unmount();

    const again = renderRoute(<CalculatorPage />, '/calculator?type=1');
    expect(amount().value).toBe('10000');
    expect(period().value).toBe(days);
    expect(screen.getByRole('button', { name: 'Calculate' }).closest('main')?.textContent).toBe(results);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    again.unmount();

    renderRoute(<CalculatorPage />, '/calculator?type=1');
    expect(amount().value).toBe('');
  });
});
