export const POLICY_FILE: string;
export const DEMO_WORKER_POLICY: string;
export const PHOTO_WORKER_POLICY: string;
export const APP_WORKER_POLICY: string;
export function contentSecurityPolicy(
  env?: Record<string, string | undefined>,
  options?: { styleHashes?: string[]; scriptHashes?: string[] },
): string;
export function apiBaseProblem(value: string | undefined): string | null;
export function builtPolicy(distDir: string): string;
