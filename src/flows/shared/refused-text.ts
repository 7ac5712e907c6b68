import { registerMessages, type MessageKey } from '../../i18n';
import { actedOnMessages } from '../../i18n/messages/acted-on';
import type { RefusedValue } from '../../session/page-values';

registerMessages(actedOnMessages);

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * Why a value cannot be acted on, in the page's language (docs/decisions/0092-acted-on-values.md):
 * a value from the page's link is missing or unusable; one the server sent could not be read.
 */
export function refusedText(t: Translate, refused: RefusedValue, from: 'link' | 'server' = 'link'): string {
  const value = t(`value.name.${refused.name}`);
  if (from === 'server') return t('value.fromServer', { value });
  return t(refused.reason === 'missing' ? 'value.missing' : 'value.unusable', { value });
}
