import type { Plugin } from 'vite';
export function langSuffix(search?: string): string;
export function htmlFileFor(distDir: string, pathname: string, search?: string): string;
export function previewRewrite(): Plugin;
export function prerenderPages(): Plugin;
export const PAGES_FILE: string;
