// The inline script of the payment instructions pages (docs/how-a-page-loads.md): as
// ./boot-data.ts, with the payment code's parts (the total in the page's language, the barcode
// image through the URL allow-list) that only these pages show before the app runs; and, when the
// first request gets no answer (no connection), the code kept on the phone, drawn by the module
// #root's `data-kept` names (./kept-voucher-paint.ts, from the app worker's cache; docs/decisions/0136).
import { bootWithFirstAnswer } from './boot-answer';
import { VOUCHER_ANSWER_PARTS } from './first-answer-voucher';
import { VOUCHER_REQUESTS } from './first-request';
import { isRecord } from '../lib/record';

bootWithFirstAnswer(VOUCHER_ANSWER_PARTS, VOUCHER_REQUESTS, (root, lang) => {
  const href = root.dataset.kept;
  if (!href?.startsWith('/assets/')) return Promise.resolve(false);
  return import(/* @vite-ignore */ href).then(
    (m: unknown) => isRecord(m) && typeof m.paintKeptVoucher === 'function' && m.paintKeptVoucher(root, window.location.search, lang) === true,
    () => false,
  );
});
