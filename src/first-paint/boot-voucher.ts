// The inline script of the payment instructions pages (docs/how-a-page-loads.md): as
// ./boot-data.ts, with the payment code's parts (the total in the page's language, the barcode
// image through the URL allow-list) that only these pages show before the app runs.
import { bootWithFirstAnswer } from './boot-answer';
import { VOUCHER_ANSWER_PARTS } from './first-answer-voucher';
import { VOUCHER_REQUESTS } from './first-request';

bootWithFirstAnswer(VOUCHER_ANSWER_PARTS, VOUCHER_REQUESTS);
