import type { Plugin } from 'vite';

export function chunkGroups(): Plugin;
