import type { IncomingMessage, ServerResponse } from 'node:http';
export const ECHO_MARKER: string;
export function wantsEcho(url: string, body: string | undefined): boolean;
export interface Echo {
  method: string;
  path: string;
  query: string;
  headers: [string, string][];
  body: string;
}
export function echoOf(req: IncomingMessage, body: Buffer | undefined): Echo;
export function readBody(req: IncomingMessage): Promise<Buffer | undefined>;
export function answerWithEcho(req: IncomingMessage, body: Buffer | undefined, res: ServerResponse, extraHeaders?: Record<string, string>): void;
