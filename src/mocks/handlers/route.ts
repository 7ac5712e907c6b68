import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '../../config/env';
import { activeFault, hasScenario, slowDelayMs, type FaultKind } from '../scenarios';
import { messUp } from '../messy';
import type { Lang, Texts } from '../lang';

/** Path patterns: any origin, so the handlers serve a configured API base or the page's own. */
export const maintains = '*/maintains';
export const promotionBase = `*/api/v2/${config.provider}`;
export const legacyRepayBase = `*/api/v1/${config.provider}/${config.service}/service/loan`;

export interface RouteInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

type Resolver = (info: RouteInfo) => Response | Promise<Response>;

/** What a fault scenario answers instead of the endpoint. */
async function faultResponse(fault: FaultKind, request: Request): Promise<Response> {
  switch (fault) {
    case 'network':
      return HttpResponse.error();
    case 'http500':
      return new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
    case 'html':
      return HttpResponse.html('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>');
    case 'business':
      return HttpResponse.json({
        success: false,
        code: 5001,
        message: text(request, {
          es: 'El servicio no pudo atender su solicitud en este momento.',
          en: 'The service could not handle your request right now.',
        }),
        data: null,
      });
    case 'hang':
      // No timer: the answer waits until the client gives up and aborts (or for ever).
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
      return HttpResponse.error();
  }
}

/** The `messy` scenario: a JSON answer's `data` (and a top-level url) as a loose backend writes it. */
async function messy(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body: unknown = await response.clone().json();
  if (!body || typeof body !== 'object' || !('data' in body) || body.data === null) return response;
  return HttpResponse.json({ ...body, data: messUp(body.data) }, { status: response.status });
}

/** Every demo route honours the `slow` and `offline` scenarios, and the fault scenarios aimed at it. */
function withScenarios(resolver: Resolver) {
  return async ({ request, params }: RouteInfo): Promise<Response> => {
    if (hasScenario('slow')) await delay(slowDelayMs);
    if (hasScenario('offline')) return HttpResponse.error();
    const fault = activeFault(new URL(request.url).pathname);
    if (fault) return faultResponse(fault, request);
    const response = await resolver({ request, params });
    return hasScenario('messy') ? messy(response) : response;
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
  const raw = await request.text();
  if (type.includes('json')) {
    try {
      const body: unknown = JSON.parse(raw);
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
  new URLSearchParams(raw).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/** Names the fields that are missing or blank (in the request's language), or null when all are there. */
export function missing(request: Request, params: Record<string, string>, ...names: string[]): string | null {
  const absent = names.filter((n) => (params[n] ?? '').trim() === '').join(', ');
  return absent ? text(request, { es: `Faltan datos obligatorios: ${absent}`, en: `Required data missing: ${absent}` }) : null;
}

/** The language a request asks for: client one's \`language\` header, else the page's \`type\` (1 English). */
export function requestLang(request: Request): Lang {
  const header = request.headers.get('language');
  if (header) return header === 'en' ? 'en' : 'es';
  return new URL(request.url).searchParams.get('type') === '1' ? 'en' : 'es';
}

/** A server text in the request's language: every text a handler sends goes through here. */
export function text<T>(request: Request, texts: Texts<T>): T {
  return texts[requestLang(request)];
}

/** An amount in minor units written out as the service writes text rows: '$3,000.00' ('₱' in English). */
export function moneyText(request: Request, minor: number): string {
  const sign = requestLang(request) === 'en' ? '₱' : '$';
  return `${sign}${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Absolute URL of a demo file, on the origin the request went to. */
export function fileUrl(request: Request, name: string): string {
  if (/^(https?:)?\//.test(name)) return name;
  return new URL(`/maintains/demo-files/${name}`, request.url).href;
}

/**
 * Absolute URL of an app page, on the pages' origin: the request's Origin when the page sent one
 * (an API on another origin, or behind a proxy that rewrites Host), else the origin it went to.
 */
export function pageUrl(request: Request, path: string, query: Record<string, string>): string {
  const origin = request.headers.get('origin');
  const url = new URL(path, origin && /^https?:\/\//.test(origin) ? origin : request.url);
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
