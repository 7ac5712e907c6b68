import { createElement, Fragment, type ElementType, type ReactElement, type ReactNode } from 'react';

/**
 * The machine panel's JSX runtime (`@jsxImportSource ./jsx` in its files): JSX elements made
 * with the `createElement` of whichever React runs it. The panel renders in the app and in
 * Storybook's preview (React 19) and in Storybook's manager, which brings its own older React:
 * elements of React 19's own runtime would not render there, and the classic transform makes
 * React 19 warn in development.
 */
export function jsx(type: ElementType, props: Record<string, unknown>, key?: string | number): ReactElement {
  return createElement(type, key === undefined ? props : { ...props, key });
}

/** Several children written in place (static): passed as arguments, so React asks no keys of them. */
export function jsxs(type: ElementType, props: Record<string, unknown>, key?: string | number): ReactElement {
  const { children, ...rest } = props;
  const list: unknown[] = Array.isArray(children) ? children : [children];
  return createElement(type, key === undefined ? rest : { ...rest, key }, ...list.map(asNode));
}

function asNode(child: unknown): ReactNode {
  return isNode(child) ? child : null;
}

function isNode(child: unknown): child is ReactNode {
  return child === null || child === undefined || ['string', 'number', 'boolean', 'bigint', 'object'].includes(typeof child);
}
export { Fragment };
export type { JSX } from 'react/jsx-runtime';
