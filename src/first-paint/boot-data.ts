// The inline script of a loan page whose first view waits for data, and of the app page (any
// address) (docs/how-a-page-loads.md): what the borrower types and taps is held for the app; the
// page's first data request leaves at once and its answer is shown in the loading frame as soon as
// it arrives; the app is asked for once the first paint, and that answer, are on screen.
import { elementShown, startAppAfterFirstPaint } from './app-start';
import { FIRST_ANSWER_TIMING, showFirstAnswer } from './first-answer';
import { sendFirstRequest } from './first-request';
import { holdInput } from './held-input';
import { languageFromQuery } from '../session/language';

holdInput();
const response = sendFirstRequest();
const root = document.getElementById('root');
if (root) {
  const shown = response && showFirstAnswer(response, root, window.location.pathname, languageFromQuery(window.location.search));
  void startAppAfterFirstPaint(root, shown ? shown.then((wrote) => (wrote ? elementShown(FIRST_ANSWER_TIMING) : undefined)) : undefined);
}
