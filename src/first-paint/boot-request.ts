// The inline script of a loan page whose first view waits for data but shows nothing of its answer
// before the app runs (the confirm pages, the extension page; docs/how-a-page-loads.md): what the
// borrower types and taps is held for the app, and the page's first data request leaves at once;
// the app is asked for once the first paint is on screen. Without ./first-answer.ts, which only
// the pages of ./boot-data.ts need.
import { startAppAfterFirstPaint } from './app-start';
import { ORDER_REQUESTS, sendFirstRequest } from './first-request';
import { holdInput } from './held-input';

holdInput();
sendFirstRequest(ORDER_REQUESTS);
const root = document.getElementById('root');
if (root) void startAppAfterFirstPaint(root);
