export const POLICY_FILE: string;
export function contentSecurityPolicy(
  env?: Record<string, string | undefined>,
  options?: { styleHashes?: string[]; scriptHashes?: string[] },
): string;
export function builtPolicy(distDir: string): string;
