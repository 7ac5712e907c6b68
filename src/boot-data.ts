// The inline script of a loan page whose first view waits for data, and of app.html (any address):
// the page's first data request leaves at once (docs/decisions/0046-early-first-request.md), and
// its answer is written into the prerendered frame as text as soon as it arrives, before the app
// runs (docs/decisions/0053-early-view.md). Then the app starts as on every page.
import { sendFirstRequest } from './api/first-request';
import { startAfterPaint } from './app/boot-start';
import { languageFromQuery } from './session/language';
import { EARLY_ATTRS } from './ui/early-marks';
import { earlyViewPresented, hrefOf, showEarlyView } from './ui/early-view';

const root = document.getElementById('root');
const response = sendFirstRequest();
if (root) {
  const lang = languageFromQuery(window.location.search);
  // Only a frame with marks shows the answer early; the app then waits for it to be on screen, or
  // not at all when none was written (a failure).
  const marked = root.querySelector(`[${EARLY_ATTRS.text}]`) !== null;
  const earlyView =
    response && marked
      ? showEarlyView(response, root, hrefOf(window.location), lang).then((shown) => (shown ? earlyViewPresented() : undefined))
      : undefined;
  void startAfterPaint(root, earlyView);
}
