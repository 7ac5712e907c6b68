export function routeModules(root?: string): Record<string, string>;
