// The pages `npm run bench` measures with Lighthouse (scripts/bench.mjs) and traces
// (scripts/bench-trace.mjs): a name, the route (its size budget's name), the address and the kind.
const session = 'productId=7&orderId=240518001&deviceId=bench-device&sessionId=bench-session';

export const BENCH_PAGES = [
  { name: 'public home', route: 'home', url: '/', kind: 'public' },
  { name: 'calculator', route: 'calculator', url: '/User', kind: 'public' },
  { name: 'register', route: 'promotion', url: '/promotion?id=1&app_from=bench&user_from=ad', kind: 'public' },
  { name: 'confirm loan', route: 'confirmLoan', url: `/loan/confirm?${session}`, kind: 'loan' },
  { name: 'loan details', route: 'loanDetail', url: `/loan/detail?${session}`, kind: 'loan' },
  { name: 'instalment repayment', route: 'repayChoose', url: `/repay/choose?${session}`, kind: 'loan' },
  // The demo's generate-vcode answers with the code's barcode as an image URL (repayCode).
  {
    name: 'payment code (barcode image)',
    route: 'paymentDescription',
    url: `/carpmm?${session}&amount=300000&payCode=OXXO&requestType=1`,
    kind: 'loan',
  },
  { name: 'complaint form', route: 'complaintForm', url: `/complainPageNext?${session}&problemType=2&orderNo=MX240518001`, kind: 'loan' },
];
