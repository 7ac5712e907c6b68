import type { Plugin } from 'vite';

export const CHUNK_GROUPS: { name: string; test: RegExp }[];
export function chunkGroups(): Plugin;
