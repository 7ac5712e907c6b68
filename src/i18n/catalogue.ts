import type { Lang } from './define';
import { common } from './messages/common';
import { publicMessages } from '../flows/public/public-messages';
import { uiMessages } from '../ui/ui-messages';
import { bridgeMessages } from '../bridge/bridge-messages';
import type { calculatorMessages } from '../flows/calculator/calculator-messages';
import type { contactMessages } from '../flows/contact/contact-messages';
import type { contractMessages } from '../flows/contract/contract-messages';
import type { legalMessages } from '../flows/legal/legal-messages';
import type { testPreviewMessages } from '../flows/test-preview/test-preview-messages';
import type { ratingMessages } from '../flows/rating/rating-messages';
import type { confirmLoanMessages } from '../flows/confirm-loan/confirm-loan-messages';
import type { loanDetailsMessages } from '../flows/loan-details/loan-details-messages';
import type { bankRepaymentMessages } from '../flows/bank-repayment/bank-repayment-messages';
import type { registerPageMessages } from '../flows/register/register-messages';
import type { complaintMessages } from '../flows/complaint/complaint-messages';
import type { payChannelsMessages } from '../flows/pay-channels/pay-channels-messages';
import type { instalmentMessages } from '../flows/instalment/instalment-messages';
import type { extensionMessages } from '../flows/extension/extension-messages';
import type { paymentInstructionsMessages } from '../flows/payment-instructions/payment-instructions-messages';
import type { customerServiceMessages } from '../flows/customer-service/customer-service-messages';

// Bundles every page needs are merged here up front. A flow's own bundle is only named here as a
// type, and added by the flow's page module with `registerMessages`, so its text ships in the
// flow's lazy chunk and not on the public home.
const eager = [common, publicMessages, uiMessages, bridgeMessages] as const;
type FlowBundles = [typeof calculatorMessages, typeof contactMessages, typeof contractMessages, typeof legalMessages, typeof testPreviewMessages, typeof ratingMessages, typeof confirmLoanMessages, typeof loanDetailsMessages, typeof bankRepaymentMessages, typeof registerPageMessages, typeof complaintMessages, typeof payChannelsMessages, typeof instalmentMessages, typeof extensionMessages, typeof paymentInstructionsMessages, typeof customerServiceMessages];

type Bundle = { es: Record<string, string>; en: Record<string, string> };
type KeysOf<B> = B extends { es: Record<infer K, string> } ? K : never;
export type MessageKey = KeysOf<(typeof eager)[number]> | KeysOf<FlowBundles[number]>;

export const catalogues: Record<Lang, Record<string, string>> = {
  es: Object.assign({}, ...eager.map((b) => b.es)),
  en: Object.assign({}, ...eager.map((b) => b.en)),
};

/** Adds a flow's bundle to the catalogues (idempotent); call it at the top of the flow's page module. */
export function registerMessages(bundle: Bundle): void {
  Object.assign(catalogues.es, bundle.es);
  Object.assign(catalogues.en, bundle.en);
}

export type Params = Record<string, string | number>;

/** Looks up a message and fills `{name}` placeholders. A missing key is returned as-is so it shows up in review. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const text = catalogues[lang][key] ?? catalogues.es[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
