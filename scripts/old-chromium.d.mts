export const OLDEST_TESTED_MAJOR: number;
export function ensureOldChromium(): string;
export const OLD_CHROMIUM_ARGS: string[];
