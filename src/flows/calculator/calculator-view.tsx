import { useId } from 'react';
import { useI18n } from '../../i18n';
import { Button, Field } from '../../ui';
import { DISPLAYED_RATE, PERIOD_CHOICES } from '../../../machines/calculator/calculator.math';
import type { CalculatorViewModel, calculatorIntents } from '../../../machines/calculator/calculator.view-model';
import './calculator.css';

export type CalculatorViewProps = CalculatorViewModel & ReturnType<typeof calculatorIntents>;

export function CalculatorView(props: CalculatorViewProps) {
  const { t } = useI18n();
  const id = useId();
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
        <Field
          label={t('calculator.amount')}
          inputMode="numeric"
          autoComplete="off"
          value={props.amount}
          error={invalid ? <span role="alert">{t('calculator.notNumber')}</span> : undefined}
          onChange={(e) => props.onAmountChange(e.target.value)}
        />
        <label htmlFor={`${id}-period`}>{t('calculator.period')}</label>
        <select id={`${id}-period`} className="calc__select" value={props.days} onChange={(e) => props.onPeriodChange(Number(e.target.value))}>
          {PERIOD_CHOICES.map((d) => (
            <option key={d} value={d}>
              {t('calculator.days', { days: d })}
            </option>
          ))}
        </select>
        <div className="calc__actions">
          <Button type="submit" block>
            {t('calculator.calculate')}
          </Button>
          <Button variant="secondary" block onClick={props.onReset}>
            {t('calculator.reset')}
          </Button>
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
