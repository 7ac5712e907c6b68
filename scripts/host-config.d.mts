import type { Plugin } from 'vite';
export const API_PREFIXES: string[];
export function precompress(distDir: string): number;
export function nginxSite(policy: string): string;
export function hostConfig(): Plugin;
export const ACCESS_LOG: string;
export const LOG_FORMAT: string;
export function nginxLogFormat(): string;
