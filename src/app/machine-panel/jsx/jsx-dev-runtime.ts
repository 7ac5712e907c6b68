import type { ElementType, ReactElement } from 'react';
import { jsx, jsxs } from './jsx-runtime';

// The development transform's entry (Vite in development, Vitest): the same elements as jsx-runtime.
export function jsxDEV(type: ElementType, props: Record<string, unknown>, key: string | number | undefined, isStatic: boolean): ReactElement {
  return isStatic ? jsxs(type, props, key) : jsx(type, props, key);
}

export { Fragment } from './jsx-runtime';
export type { JSX } from 'react/jsx-runtime';
