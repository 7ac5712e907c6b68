/** Prefix of every shared-helper path (SPEC 7). */
export const MAINTAINS_PREFIX = '/maintains';

// The endpoints of the loan pages' first requests, on their own so the inline script that sends
// them (src/boot-data.ts) carries only these.
export const INSTALMENT_PLAN = '/v3/installment/loan-play-detail';
export const DELAY_DETAIL = '/v3/installment/loan-play-delay-detail';
export const GENERATE_VCODE = '/v3/loan-details/generate-vcode';
export const LOAN_CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
export const LOAN_DETAILS = '/v3/loan-details/loan-details';

/** Shared-helper endpoints, each under MAINTAINS_PREFIX. */
export const maintainsEndpoints = {
  contractDetail: '/v3/loan-details/contract-detail',
  problemInit: '/user-problem/problem-init',
  uploadProblemImage: '/user-problem/upload-problem-img',
  problemSave: '/user-problem/problem-save',
  problemList: '/user-problem/problem-list',
  problemDetail: '/user-problem/problem-detail',
  getWhatsapp: '/user-problem/get-whatsapp',
  instalmentPlan: INSTALMENT_PLAN,
  delayDetail: DELAY_DETAIL,
  generateVcode: GENERATE_VCODE,
  loanConfirm: LOAN_CONFIRM,
  loanPush: '/v3/loan-confirm/loan-detail-push',
  loanDetails: LOAN_DETAILS,
  googleScore: '/v3/loan-details/google-score',
} as const;

/** Promotion calls, under /api/v2/{provider}/. */
export const promotionEndpoints = {
  channelTemplate: 'service/channel/channel-template',
  trackVisit: 'promotion/track-visit',
  getSid: 'promotion/get-sid',
  getCaptcha: 'promotion/get-captcha',
  getSms: 'promotion/get-sms',
  trackClick: 'promotion/track-click',
  register: 'promotion/register',
} as const;

/** Legacy repayment calls, under /api/v1/{provider}/{service}/service/loan/. */
export const repaymentEndpoints = {
  way: 'repayment-way',
  commit: 'repayment-commit',
  huichao: 'repayment-huichao',
  confirm: 'repayment-confirm',
} as const;

export type MaintainsEndpoint = (typeof maintainsEndpoints)[keyof typeof maintainsEndpoints];
export type PromotionEndpoint = (typeof promotionEndpoints)[keyof typeof promotionEndpoints];
export type RepaymentEndpoint = (typeof repaymentEndpoints)[keyof typeof repaymentEndpoints];

export function maintainsPath(endpoint: string): string {
  return `${MAINTAINS_PREFIX}${endpoint}`;
}

export function promotionPath(endpoint: string, provider: string): string {
  return `/api/v2/${provider}/${endpoint}`;
}

export function repaymentPath(endpoint: string, provider: string, service: string): string {
  return `/api/v1/${provider}/${service}/service/loan/${endpoint}`;
}
