import type { Plugin } from 'vite';
export function htmlFileFor(distDir: string, pathname: string): string;
export function previewRewrite(): Plugin;
export function prerenderPages(): Plugin;
export const PAGES_FILE: string;
