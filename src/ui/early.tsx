// The app's side of a loan page's early view (docs/decisions/0053-early-view.md): the loading
// frame renders what the inline script wrote into the prerendered frame, so nothing the borrower
// already sees disappears when the app takes over. The marks are written only into the
// prerendered HTML, where the inline script looks for them.
import { useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { PageLoading } from './page-state';
import { usePrerendering } from './prerendering';
import { EARLY_ATTRS, EARLY_TIMING } from './early-marks';
import { clearEarlyData, earlyDataFor, earlyValue, hrefOf, type EarlyData, type EarlyFormat } from './early-view';

/**
 * The answer to this page's first request, kept by the inline script for the address the document
 * was loaded at, for the loading frame's first showing; forgotten when the frame goes (a retry's
 * frame, or another page's, waits for its own data).
 */
export function useEarlyData(): EarlyData | null {
  const prerendering = usePrerendering();
  const [data] = useState(() => (prerendering || typeof window === 'undefined' ? null : earlyDataFor(hrefOf(window.location))));
  useEffect(() => clearEarlyData, []);
  return data;
}

type Tag = 'p' | 'h1' | 'h2' | 'div' | 'section';

interface EarlyTextProps {
  data: EarlyData | null;
  /** Dotted path in the answer's data. */
  path: string;
  format?: EarlyFormat;
  /** Shown until the answer is there; without one the element stays hidden until then. */
  fallback?: string;
  as?: Tag;
  className?: string;
  id?: string;
}

/** One value of the answer, as text. */
export function EarlyText({ data, path, format, fallback = '', as: Element = 'p', className, id }: EarlyTextProps) {
  const { lang } = useI18n();
  const prerendering = usePrerendering();
  const text = (data && earlyValue(data, path, format, lang)) || fallback;
  const marks = prerendering ? { [EARLY_ATTRS.text]: path, ...(format ? { [EARLY_ATTRS.format]: format } : {}), elementtiming: EARLY_TIMING } : {};
  return (
    <Element className={className} id={id} hidden={text === ''} {...marks}>
      {text}
    </Element>
  );
}

interface EarlyPartProps {
  data: EarlyData | null;
  /** Shown only when the answer is there and, with a path, has a value there. */
  when?: string;
  as?: Tag;
  className?: string;
  label?: string;
  children?: ReactNode;
}

/** A part of the frame shown only with the answer. */
export function EarlyPart({ data, when = '', as: Element = 'div', className, label, children }: EarlyPartProps) {
  const { lang } = useI18n();
  const prerendering = usePrerendering();
  const shown = data !== null && (when === '' || earlyValue(data, when, undefined, lang) !== '');
  return (
    <Element className={className} aria-label={label} hidden={!shown} {...(prerendering ? { [EARLY_ATTRS.show]: when } : {})}>
      {children}
    </Element>
  );
}

/** Props for an element of the frame that the answer replaces (hidden once it is there). */
function useEarlyHidden(data: EarlyData | null): { hidden: boolean } {
  const prerendering = usePrerendering();
  return prerendering ? ({ hidden: false, [EARLY_ATTRS.hide]: '' } as { hidden: boolean }) : { hidden: data !== null };
}

/**
 * A frame's loading indicator: where it was until the answer is there, then under the answer. The
 * second is a new box, so nothing already on screen moves down (no layout shift).
 */
function FrameLoading({ data }: { data: EarlyData | null }) {
  const before = useEarlyHidden(data);
  return (
    <>
      <div {...before}>
        <PageLoading />
      </div>
      <EarlyPart data={data}>
        <PageLoading />
      </EarlyPart>
    </>
  );
}

interface EarlyFrameProps {
  className: string;
  title: string;
  titleClassName?: string;
  /** Whether the title stays once the answer is there (it makes way by default, as on the page). */
  keepTitle?: boolean;
  /** The parts of the answer the frame shows, where the page keeps them. */
  children: (early: EarlyData | null) => ReactNode;
}

/** A loan page's loading frame: its title, the parts of the early answer, and the loading indicator. */
export function EarlyFrame({ className, title, titleClassName, keepTitle = false, children }: EarlyFrameProps) {
  const early = useEarlyData();
  const titleHidden = useEarlyHidden(early);
  return (
    <main className={className}>
      <h1 className={titleClassName} {...(keepTitle ? {} : titleHidden)}>
        {title}
      </h1>
      {children(early)}
      <FrameLoading data={early} />
    </main>
  );
}
