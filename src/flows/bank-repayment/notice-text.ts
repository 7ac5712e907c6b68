import type { I18n } from '../../i18n';
import type { RepayNotice } from '../../../machines/bank-repayment/bank-repayment.types';

/** The text of a notice: the server's message when it sent one, else the spec's fixed line. */
export function noticeText(notice: RepayNotice | null, t: I18n['t']): string | null {
  if (!notice) return null;
  const server = 'message' in notice ? notice.message.trim() : '';
  switch (notice.kind) {
    case 'chooseCard':
      return t('bankRepay.chooseCard');
    case 'notPaid':
      return t('bankRepay.notPaid');
    case 'shortCode':
      return t('bankRepay.shortCode');
    case 'refused':
      return t('bankRepay.refused');
    case 'network':
      return t('common.error');
    case 'duplicate':
      return server || t('bankRepay.duplicate');
    case 'wrongCode':
      return server || t('bankRepay.wrongCode');
    case 'failed':
      return server || t(notice.op === 'query' ? 'bankRepay.queryFailed' : 'bankRepay.handleFailed');
  }
}
