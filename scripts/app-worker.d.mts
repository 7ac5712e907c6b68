export const APP_WORKER_FILE: string;
export const SHELL_PAGES: string[];
export function precacheManifest(outDir: string): { url: string; revision: string | null }[];
export function buildAppWorker(root: string, outDir: string): Promise<{ url: string; revision: string | null }[]>;
