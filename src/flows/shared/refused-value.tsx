import type { ReactNode } from 'react';
import { registerMessages, useI18n, type MessageKey } from '../../i18n';
import { useHydrated } from '../../ui/use-hydrated';
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

/**
 * A page whose load needs a value its link did not give usably: its title and why, and no request.
 * The prerendered page knows no query, so until the app has taken over the page it is `pending`,
 * the page's loading view, as the build wrote it (docs/how-a-page-loads.md).
 */
export function RefusedPage({
  className,
  title,
  titleClassName,
  refused,
  pending,
}: {
  className: string;
  title: string;
  titleClassName?: string;
  refused: RefusedValue;
  pending: ReactNode;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  if (!hydrated) return pending;
  return (
    <main className={className}>
      <h1 className={titleClassName}>{title}</h1>
      <div className="ui-page-state">
        <p className="ui-page-state__text" role="alert" data-refused={refused.name}>
          {refusedText(t, refused)}
        </p>
      </div>
    </main>
  );
}
