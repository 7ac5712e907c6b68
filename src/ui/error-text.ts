import { serverMessage, type ApiError } from '../api/errors';
import type { I18n, MessageKey } from '../i18n';

/** Catalogue lines for a failure by its kind; `other` for any kind not named. */
export interface FailureLines {
  network?: MessageKey;
  timeout?: MessageKey;
  /** A business error: the server refused (its own message, when it sent one, is a toast). */
  business?: MessageKey;
  other: MessageKey;
}

/**
 * What a failure shows (the one mapping from an API error to a message): the server's own message
 * for a business error that carries one, else our catalogue line, by the error's kind when given.
 * Never an exception's text, a schema path or an HTTP status.
 */
export function errorText(t: I18n['t'], error: ApiError | null | undefined, lines: MessageKey | FailureLines): string {
  return serverMessage(error) ?? catalogueText(t, error, lines);
}

/**
 * Our catalogue line for a failure, by its kind when given: what a page's failure screen says when
 * the server's own message has been shown as a toast (SPEC 8, the shared helper).
 */
export function catalogueText(t: I18n['t'], error: ApiError | null | undefined, lines: MessageKey | FailureLines): string {
  if (typeof lines === 'string') return t(lines);
  const kind = error?.kind;
  return t((kind === 'network' || kind === 'timeout' || kind === 'business' ? lines[kind] : undefined) ?? lines.other);
}
