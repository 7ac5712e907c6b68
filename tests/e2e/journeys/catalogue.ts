import { bankRepaymentMessages } from '../../../src/i18n/messages/bank-repayment';
import { common } from '../../../src/i18n/messages/common';
import { complaintMessages } from '../../../src/i18n/messages/complaint';
import { confirmLoanMessages } from '../../../src/i18n/messages/confirm-loan';
import { customerServiceMessages } from '../../../src/i18n/messages/customer-service';
import { extensionMessages } from '../../../src/i18n/messages/extension';
import { instalmentMessages } from '../../../src/i18n/messages/instalment';
import { loanDetailsMessages } from '../../../src/i18n/messages/loan-details';
import { payChannelsMessages } from '../../../src/i18n/messages/pay-channels';
import { paymentInstructionsMessages } from '../../../src/i18n/messages/payment-instructions';
import { ratingMessages } from '../../../src/i18n/messages/rating';
import { uiMessages } from '../../../src/i18n/messages/ui';
import { expect, type Page } from '../fixtures';

// The catalogues of the loan pages (src/i18n/messages): what an English page may show of ours, and
// the Spanish lines it must never show.
const bundles = [
  bankRepaymentMessages,
  common,
  complaintMessages,
  confirmLoanMessages,
  customerServiceMessages,
  extensionMessages,
  instalmentMessages,
  loanDetailsMessages,
  payChannelsMessages,
  paymentInstructionsMessages,
  ratingMessages,
  uiMessages,
] as const;

export const en = {
  ...bankRepaymentMessages.en,
  ...common.en,
  ...complaintMessages.en,
  ...confirmLoanMessages.en,
  ...customerServiceMessages.en,
  ...extensionMessages.en,
  ...instalmentMessages.en,
  ...loanDetailsMessages.en,
  ...payChannelsMessages.en,
  ...paymentInstructionsMessages.en,
  ...ratingMessages.en,
  ...uiMessages.en,
};

/**
 * Spanish lines that differ from their English ones, each cut at its placeholders into the fixed
 * pieces of 6 characters or more (a piece of a Spanish sentence is still Spanish).
 */
export const SPANISH_ONLY: readonly string[] = [
  ...new Set(
    bundles.flatMap((bundle) =>
      Object.entries(bundle.es)
        .filter(([key, es]) => es !== (bundle.en as Record<string, string>)[key])
        .flatMap(([, es]) => es.split(/\{\w+\}/).map((piece) => piece.trim()))
        .filter((piece) => piece.length >= 6),
    ),
  ),
];

/** The page (and any modal open over it) is English: <html lang="en"> and no Spanish line of ours. */
export async function expectEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const shown = await page.locator('body').innerText();
  expect(SPANISH_ONLY.filter((line) => shown.includes(line))).toEqual([]);
}
