export function contentSecurityPolicy(env?: Record<string, string | undefined>): string;
