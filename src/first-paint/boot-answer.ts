// What a data page's inline script does (./boot-data.ts, ./boot-voucher.ts), given which parts of
// the first answer its pages show before the app runs.
import { elementShown, startAppAfterFirstPaint } from './app-start';
import { FIRST_ANSWER_TIMING, showFirstAnswer, type FirstAnswerParts } from './first-answer';
import { sendFirstRequest, type FirstRequests } from './first-request';
import { holdInput } from './held-input';
import { languageFromQuery } from '../session/language';
import type { Lang } from '../i18n/define';

/** What a page shows in the loading frame when its first request got no answer (no connection); resolves to whether it wrote. */
export type WhenNoAnswer = (root: HTMLElement, lang: Lang) => Promise<boolean>;

/** No answer from the server at all: no connection, or a gateway that could not reach it (as flows/payment-instructions/voucher-on-phone.ts reads a failure). */
const noAnswer = (response: Promise<Response>): Promise<boolean> =>
  response.then(
    (res) => [502, 503, 504].includes(res.status),
    () => true,
  );

export function bootWithFirstAnswer(parts: FirstAnswerParts, requests: FirstRequests, whenNoAnswer?: WhenNoAnswer): void {
  holdInput();
  const response = sendFirstRequest(requests);
  const root = document.getElementById('root');
  if (!root) return;
  const lang = languageFromQuery(window.location.search);
  const online = response && showFirstAnswer(parts, response, root, window.location.pathname, lang);
  const shown =
    online && whenNoAnswer ? online.then(async (wrote) => wrote || ((await noAnswer(response)) && (await whenNoAnswer(root, lang)))) : online;
  void startAppAfterFirstPaint(root, shown ? shown.then((wrote) => (wrote ? elementShown(FIRST_ANSWER_TIMING) : undefined)) : undefined);
}
