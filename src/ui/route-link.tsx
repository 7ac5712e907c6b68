import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { useHydrated } from './use-hydrated';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  children?: ReactNode;
}

/**
 * An in-app link: a real `<a href>` (so it opens in a new tab, can be copied, and works before
 * hydration) whose plain left click navigates through the router. React Router's own `Link`
 * carries its framework-mode prefetching (~4 KB gzip on every page); see
 * docs/decisions/0041-router-tree-shaking.md.
 */
export function RouteLink({ to, replace, onClick, target, children, ...rest }: RouteLinkProps) {
  const fullHref = useHref(to);
  const href = useHydrated() ? fullHref : prerenderedHref(fullHref);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigateOnClick(event);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The part of an address that a prerendered page can know: a page is prerendered per path and
 * language (English for `type=1`, else Spanish), so its links keep only `type=1` of their query, and
 * a hash route its path.
 * The app renders this while it hydrates that markup and the whole address right after.
 */
export function prerenderedHref(href: string): string {
  const url = new URL(href, 'http://prerendered.invalid');
  const search = url.searchParams.get('type') === '1' ? '?type=1' : '';
  const hash = url.hash.split('?')[0] ?? '';
  return url.origin === 'http://prerendered.invalid' ? `${url.pathname}${search}${hash}` : href;
}
