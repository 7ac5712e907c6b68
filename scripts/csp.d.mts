export const POLICY_FILE: string;
export function contentSecurityPolicy(env?: Record<string, string | undefined>, options?: { styleHashes?: string[] }): string;
export function builtPolicy(distDir: string): string;
