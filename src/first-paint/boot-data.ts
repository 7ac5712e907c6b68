// The inline script of a loan page whose first view waits for data, and of the app page (any
// address) (docs/how-a-page-loads.md): what the borrower types and taps is held for the app; the
// page's first data request leaves at once and its answer is shown in the loading frame as soon as
// it arrives; the app is asked for once the first paint, and that answer, are on screen.
import { bootWithFirstAnswer } from './boot-answer';
import { ORDER_ANSWER_PARTS } from './first-answer';
import { ORDER_REQUESTS } from './first-request';

bootWithFirstAnswer(ORDER_ANSWER_PARTS, ORDER_REQUESTS);
