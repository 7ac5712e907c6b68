import { FIRST_ANSWER_SLOT } from './first-answer-slot';
import { PageLoading } from './page-state';

/**
 * A page's loading state: its title, a place for what the page's inline script shows of the first
 * answer before the app runs, and the loading indicator. React leaves that place as the script
 * left it (an empty inner HTML that never changes), until the page has its data.
 */
export function LoadingFrame({ className, title, titleClassName }: { className: string; title: string; titleClassName?: string }) {
  return (
    <main className={className}>
      <h1 className={titleClassName}>{title}</h1>
      <div className="ui-first-answer" {...{ [FIRST_ANSWER_SLOT]: '' }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
      <PageLoading />
    </main>
  );
}
