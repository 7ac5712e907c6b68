import { useId } from 'react';
import { useI18n } from '../../i18n';
import { DISPLAYED_RATE, PERIOD_CHOICES, type CalculatorResult } from '../../../machines/calculator/calculator.math';
import type { CalculatorStatus } from '../../../machines/calculator/calculator.selectors';
import './calculator.css';

export interface CalculatorViewProps {
  amount: string;
  days: number;
  status: CalculatorStatus;
  result: CalculatorResult | null;
  onAmountChange: (value: string) => void;
  onPeriodChange: (days: number) => void;
  onCalculate: () => void;
  onReset: () => void;
}

export function CalculatorView(props: CalculatorViewProps) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = props.status === 'invalid';
  return (
    <section className="calc" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('calculator.title')}</h1>
      <form
        className="calc__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onCalculate();
        }}
      >
        <label htmlFor={`${id}-amount`}>{t('calculator.amount')}</label>
        <input
          id={`${id}-amount`}
          className="calc__input"
          inputMode="numeric"
          autoComplete="off"
          value={props.amount}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => props.onAmountChange(e.target.value)}
        />
        {invalid && (
          <p id={errorId} role="alert" className="calc__error">
            {t('calculator.notNumber')}
          </p>
        )}
        <label htmlFor={`${id}-period`}>{t('calculator.period')}</label>
        <select id={`${id}-period`} className="calc__input" value={props.days} onChange={(e) => props.onPeriodChange(Number(e.target.value))}>
          {PERIOD_CHOICES.map((d) => (
            <option key={d} value={d}>
              {t('calculator.days', { days: d })}
            </option>
          ))}
        </select>
        <div className="calc__actions">
          <button type="submit" className="calc__button calc__button--primary">
            {t('calculator.calculate')}
          </button>
          <button type="button" className="calc__button" onClick={props.onReset}>
            {t('calculator.reset')}
          </button>
        </div>
      </form>
      {props.result && (
        <section className="calc__results" aria-label={t('calculator.results')}>
          <dl>
            <dt>{t('calculator.rate')}</dt>
            <dd data-testid="calc-rate">{DISPLAYED_RATE}%</dd>
            <dt>{t('calculator.interest')}</dt>
            <dd data-testid="calc-interest">{props.result.interest}</dd>
            <dt>{t('calculator.total')}</dt>
            <dd data-testid="calc-total">{props.result.total}</dd>
            <dt>{t('calculator.instalments')}</dt>
            <dd data-testid="calc-instalments">{props.result.instalments}</dd>
            <dt>{t('calculator.perInstalment')}</dt>
            <dd data-testid="calc-per-instalment">{props.result.perInstalment}</dd>
          </dl>
        </section>
      )}
    </section>
  );
}
