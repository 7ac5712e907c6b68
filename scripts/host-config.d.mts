import type { Plugin } from 'vite';
export const API_PREFIXES: string[];
export function precompress(distDir: string): number;
export function nginxSite(policy: string): string;
export function hostConfig(): Plugin;
