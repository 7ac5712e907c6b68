import { FIRST_ANSWER_SLOT } from './first-answer-slot';
import { PageLoading } from './page-state';

/**
 * A page's loading state: its title, a place for what the page's inline script shows of the first
 * answer before the app runs, and the loading indicator.
 *
 * React owns that place's text only, and it is empty: React writes no markup into it (no innerHTML,
 * a sink Trusted Types forbids, docs/decisions/0095-trusted-types-and-page-language.md). Its child is
 * the empty string, so React neither hydrates nor compares the elements the script put there
 * (`suppressHydrationWarning` accepts their text), and later renders, where the child stays the
 * empty string, leave them as they are, until the page has its data.
 */
export function LoadingFrame({ className, title, titleClassName }: { className: string; title: string; titleClassName?: string }) {
  return (
    <main className={className}>
      <h1 className={titleClassName}>{title}</h1>
      <div className="ui-first-answer" {...{ [FIRST_ANSWER_SLOT]: '' }} suppressHydrationWarning>
        {''}
      </div>
      <PageLoading />
    </main>
  );
}
