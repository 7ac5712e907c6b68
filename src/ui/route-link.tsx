import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

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
  const href = useHref(to);
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
