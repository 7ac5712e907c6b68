import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProxyOptions } from 'vite';
export const RELAY_HEADER: string;
export function relayRefusal(headers: IncomingHttpHeaders, secure: boolean): string | null;
export function serverRefusal(headers: IncomingHttpHeaders, port: number): string | null;
export function inspectRelay(options: { port: number | string; secure: boolean; warn?: (message: string) => void }): ProxyOptions;
export function startInspectorServer(options: {
  port: number;
  host?: string;
  inspectorUrl?: string;
  warn?: (message: string) => void;
}): Promise<{ address: AddressInfo | string | null; clients: () => number; stop: () => Promise<void> }>;
