// Size helpers for the budgets and the bench: a built file's gzip size (level 9, cached) and KB.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const gzCache = new Map();
export function gzipSizeOf(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzCache.get(file);
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
