// What a data page's inline script does (./boot-data.ts, ./boot-voucher.ts), given which parts of
// the first answer its pages show before the app runs.
import { elementShown, startAppAfterFirstPaint } from './app-start';
import { FIRST_ANSWER_TIMING, showFirstAnswer, type FirstAnswerParts } from './first-answer';
import { sendFirstRequest, type FirstRequests } from './first-request';
import { holdInput } from './held-input';
import { languageFromQuery } from '../session/language';

export function bootWithFirstAnswer(parts: FirstAnswerParts, requests: FirstRequests): void {
  holdInput();
  const response = sendFirstRequest(requests);
  const root = document.getElementById('root');
  if (!root) return;
  const shown = response && showFirstAnswer(parts, response, root, window.location.pathname, languageFromQuery(window.location.search));
  void startAppAfterFirstPaint(root, shown ? shown.then((wrote) => (wrote ? elementShown(FIRST_ANSWER_TIMING) : undefined)) : undefined);
}
