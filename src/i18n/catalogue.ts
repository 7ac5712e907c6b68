import type { Lang } from './define';
import { common } from './messages/common';
import { uiMessages } from './messages/ui';
import { bridgeMessages } from './messages/bridge';
import type { publicMessages } from './messages/public';
import type { calculatorMessages } from './messages/calculator';
import type { contactMessages } from './messages/contact';
import type { contractMessages } from './messages/contract';
import type { legalMessages } from './messages/legal';
import type { testPreviewMessages } from './messages/test-preview';
import type { ratingMessages } from './messages/rating';
import type { confirmLoanMessages } from './messages/confirm-loan';
import type { loanDetailsMessages } from './messages/loan-details';
import type { bankRepaymentMessages } from './messages/bank-repayment';
import type { registerPageMessages } from './messages/register';
import type { complaintMessages } from './messages/complaint';
import type { payChannelsMessages } from './messages/pay-channels';
import type { instalmentMessages } from './messages/instalment';
import type { extensionMessages } from './messages/extension';
import type { paymentInstructionsMessages } from './messages/payment-instructions';
import type { voucherStandingMessages } from './messages/voucher-standing';
import type { keptStandingMessages } from './messages/kept-standing';
import type { bankRepaymentHeldMessages } from './messages/bank-repayment-held';
import type { complaintSettleMessages } from './messages/complaint-settle';
import type { customerServiceMessages } from './messages/customer-service';
import type { actedOnMessages } from './messages/acted-on';

// Bundles every page needs are merged here up front. A flow's own bundle is only named here as a
// type, and added by the flow's page module with `registerMessages`, so its text ships in the
// flow's lazy chunk and not on the public home.
const eager = [common, uiMessages, bridgeMessages] as const;
type FlowBundles = [
  typeof publicMessages,
  typeof calculatorMessages,
  typeof contactMessages,
  typeof contractMessages,
  typeof legalMessages,
  typeof testPreviewMessages,
  typeof ratingMessages,
  typeof confirmLoanMessages,
  typeof loanDetailsMessages,
  typeof bankRepaymentMessages,
  typeof registerPageMessages,
  typeof complaintMessages,
  typeof payChannelsMessages,
  typeof instalmentMessages,
  typeof extensionMessages,
  typeof paymentInstructionsMessages,
  typeof voucherStandingMessages,
  typeof keptStandingMessages,
  typeof bankRepaymentHeldMessages,
  typeof complaintSettleMessages,
  typeof customerServiceMessages,
  typeof actedOnMessages,
];

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
