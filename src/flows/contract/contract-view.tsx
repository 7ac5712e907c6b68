import type { ContractDetail } from '../../api';
import { serverMessage } from '../../api/errors';
import { useI18n, type MessageKey } from '../../i18n';
import { LoadFailed, PageLoading } from '../../ui';
import type { ContractStatus, ContractViewModel, contractIntents } from '../../../machines/contract/contract.view-model';
import './contract.css';
// A file of its own, not inlined: a loan page's script budget is tight and the picture is not its
// largest content.
import agreementPicture from '../../assets/images/loan-agreement.svg?no-inline';

/** Figures printed in the agreement (SPEC section 9), not taken from the server. */
export const ANNUAL_RATE = '18%';
export const INTEREST_RATE = '0.0065%';

export type ContractViewProps = Omit<ContractViewModel, 'status'> &
  ReturnType<typeof contractIntents> & {
    /** `refused`: the page's link has no usable orderNo, so nothing is loaded; `refused` says why. */
    status: ContractStatus | 'refused';
    refused?: string;
    /** `/Loan` shows the product image above the agreement. */
    withImage?: boolean;
  };

function Terms({ c }: { c: ContractDetail }) {
  const { t, money } = useI18n();
  const rows: [MessageKey, string][] = [
    ['contract.paymentDate', c.daiDate],
    ['contract.repaymentDate', c.planDate],
    ['contract.loanAmount', money(c.amount)],
    ['contract.commission', money(c.commission)],
    ['contract.annualRate', ANNUAL_RATE],
    ['contract.interestRate', INTEREST_RATE],
    ['contract.interest', money(c.Interest)],
    ['contract.vat', money(c.IVA)],
    ['contract.received', money(c.giveAmount)],
    ['contract.total', money(c.contractAmount)],
  ];
  return (
    <table className="contract__table">
      <caption>{t('contract.table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contract.item')}</th>
          <th scope="col">{t('contract.value')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{t(label)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Agreement({ c }: { c: ContractDetail }) {
  const { t, money } = useI18n();
  return (
    <>
      <h2>{t('contract.noteTitle')}</h2>
      <p>
        {t('contract.note', {
          userName: c.userName,
          company: c.company,
          contractAmount: money(c.contractAmount),
          planDate: c.planDate,
          productName: c.productName,
          bankNo: c.bankNo,
        })}
      </p>
      <Terms c={c} />
      <h2>{t('contract.penaltyTitle')}</h2>
      <p>{t('contract.penalty')}</p>
      <h2>{t('contract.addressTitle')}</h2>
      <p data-testid="contract-address">{c.userAddress}</p>
      <h2>{t('contract.lawTitle')}</h2>
      <p>{t('contract.law')}</p>
      <p>
        <strong>{t('contract.date')}:</strong> <span data-testid="contract-date">{c.contractDate}</span>
      </p>
      <h2>{t('contract.signatures')}</h2>
      <div className="contract__signatures">
        <section aria-label={t('contract.lender')} className="contract__signature">
          <h3>{t('contract.lender')}</h3>
          <p>{c.company}</p>
          <p className="contract__line">{t('contract.signature')}</p>
        </section>
        <section aria-label={t('contract.borrower')} className="contract__signature">
          <h3>{t('contract.borrower')}</h3>
          <p>{c.userName}</p>
          <p className="contract__line">{t('contract.signature')}</p>
        </section>
      </div>
    </>
  );
}

export function ContractView({ status, contract, error, withImage, onRetry, refused }: ContractViewProps) {
  const { t } = useI18n();
  return (
    <main className="page contract">
      {withImage && <img className="contract__image" src={agreementPicture} alt={t('contract.imageAlt')} width={360} height={160} />}
      <h1>{t('contract.title')}</h1>
      {status === 'loading' && <PageLoading />}
      {status === 'failed' && <LoadFailed message={serverMessage(error)} onRetry={onRetry} />}
      {status === 'refused' && <p role="alert">{refused}</p>}
      {status === 'loaded' && contract && <Agreement c={contract} />}
    </main>
  );
}
