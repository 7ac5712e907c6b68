import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '../../config/env';
import { hasScenario, slowDelayMs } from '../scenarios';

/** Path patterns: any origin, so the handlers serve a configured API base or the page's own. */
export const maintains = '*/maintains';
export const promotionBase = `*/api/v2/${config.provider}`;
export const legacyRepayBase = `*/api/v1/${config.provider}/${config.service}/service/loan`;

export interface RouteInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

type Resolver = (info: RouteInfo) => Response | Promise<Response>;

/** Every demo route honours the `slow` and `offline` scenarios. */
function withScenarios(resolver: Resolver) {
  return async ({ request, params }: RouteInfo): Promise<Response> => {
    if (hasScenario('slow')) await delay(slowDelayMs);
    if (hasScenario('offline')) return HttpResponse.error();
    return resolver({ request, params });
  };
}

export function get(path: string, resolver: Resolver): HttpHandler {
  return http.get(path, withScenarios(resolver));
}

export function post(path: string, resolver: Resolver): HttpHandler {
  return http.post(path, withScenarios(resolver));
}

/**
 * Query plus body as flat strings, whatever the encoding (form, multipart text fields, JSON), like
 * a lenient server. Body fields win over query fields of the same name.
 */
export async function readParams(request: Request): Promise<Record<string, string>> {
  const out: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return out;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    form.forEach((value, key) => {
      if (typeof value === 'string') out[key] = value;
    });
    return out;
  }
  const text = await request.text();
  if (type.includes('json')) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object') {
        for (const [key, value] of Object.entries(body)) {
          if (value !== null && value !== undefined) out[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
        }
      }
    } catch {
      // A malformed JSON body reads as no body; validation then reports the missing fields.
    }
    return out;
  }
  new URLSearchParams(text).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/** Names the fields that are missing or blank, or null when all are there. */
export function missing(params: Record<string, string>, ...names: string[]): string | null {
  const absent = names.filter((n) => (params[n] ?? '').trim() === '');
  return absent.length > 0 ? `Faltan datos obligatorios: ${absent.join(', ')}` : null;
}

/** Absolute URL of a demo file, on the origin the request went to. */
export function fileUrl(request: Request, name: string): string {
  if (/^(https?:)?\//.test(name)) return name;
  return new URL(`/maintains/demo-files/${name}`, request.url).href;
}

/** Absolute URL of an app page, on the origin the request went to. */
export function pageUrl(request: Request, path: string, query: Record<string, string>): string {
  const url = new URL(path, request.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/** Shared-helper envelope; /v3 endpoints also carry `success`. */
export const helper = {
  ok: (data: unknown) => HttpResponse.json({ code: 0, message: 'ok', data }),
  fail: (code: number, message: string) => HttpResponse.json({ code, message, data: null }),
};

export const v3 = {
  ok: (data: unknown) => HttpResponse.json({ success: true, code: 0, message: 'ok', data }),
  fail: (code: number, message: string) => HttpResponse.json({ success: false, code, message, data: null }),
};

/** Promotion and legacy repayment calls carry string codes ('0', '00', '101', ...). */
export function coded(code: string, message: string, data: unknown = null): Response {
  return HttpResponse.json({ code, message, data });
}
