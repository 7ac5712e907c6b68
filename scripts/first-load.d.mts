export interface RouteAddress {
  name: string;
  url: string;
}
export interface FirstLoad extends RouteAddress {
  scripts: { file: string; gzip: number }[];
  prefetched: { file: string; gzip: number }[];
  total: number;
}
export const QUIET_MS: number;
export function readmeRoutes(root?: string): RouteAddress[];
export function inlineScripts(html: string): string[];
export function measurePage(browser: unknown, baseURL: string, route: RouteAddress): Promise<FirstLoad>;
export function measureFirstLoad(options: { browser: unknown; baseURL: string; routes: RouteAddress[]; concurrency?: number }): Promise<FirstLoad[]>;
