import * as z from 'zod/mini';
import { config } from '../config/env';
import { toQueryString } from '../session/query';
import type { ApiClients } from './clients';
import type { CallOptions } from './http';
import { promotionEndpoints, promotionPath } from './endpoints';
import { apiError } from './errors';
import { scalar, parseBody, text } from './schema-kit';

// Promotion calls go through client two (form-encoded). Codes are compared as strings: the
// landing config succeeds on '00', get-sid on '0'; get-sms and register hand their code back.

const EnvelopeSchema = z.lazy(() => z.object({ code: scalar, message: text, data: z.optional(z.unknown()) }));

async function envelope(request: Promise<unknown>) {
  return parseBody(EnvelopeSchema, await request);
}

function expectCode<S extends z.ZodMiniType>(body: z.output<typeof EnvelopeSchema>, success: string, data: S): z.output<S> {
  if (body.code !== success) throw apiError({ kind: 'business', code: body.code, message: body.message });
  return parseBody(data, body.data);
}

export const LandingTemplateSchema = z.lazy(() => z.looseObject({ id: scalar }));
export type LandingTemplate = z.output<typeof LandingTemplateSchema>;

export const SidSchema = z.lazy(() => z.object({ sid: scalar }));

/** The code and message of get-sms and register; the register machine branches on the code. */
export interface PromotionOutcome {
  code: string;
  message: string;
}

export interface TrackParams {
  page_id: string;
  user_from?: string;
  client_type: 'ios' | 'android';
  utm_tag?: string;
  app_from?: string;
}

const path = (api: ApiClients, endpoint: string) => promotionPath(endpoint, api.provider);

export async function fetchLandingTemplate(api: ApiClients, templateId: string, options: CallOptions = {}): Promise<LandingTemplate> {
  const body = await envelope(api.two.get(path(api, promotionEndpoints.channelTemplate), { templateId }, options));
  return expectCode(body, '00', LandingTemplateSchema);
}

/** Best effort: tracking never rejects, its answer is not used. */
export async function trackVisit(api: ApiClients, params: TrackParams): Promise<void> {
  await api.two.get(path(api, promotionEndpoints.trackVisit), { ...params, page_type: 1 }).catch(() => undefined);
}

/** Best effort, like trackVisit. */
export async function trackClick(api: ApiClients, params: TrackParams & { phone: string; page_type?: number }): Promise<void> {
  await api.two.get(path(api, promotionEndpoints.trackClick), { page_type: 1, ...params }).catch(() => undefined);
}

export async function fetchSid(api: ApiClients, options: CallOptions = {}): Promise<string> {
  const body = await envelope(api.two.get(path(api, promotionEndpoints.getSid), undefined, options));
  return expectCode(body, '0', SidSchema).sid;
}

/** The captcha image address for an <img>; `timestamp` defeats caching on refresh. */
export function captchaUrl(api: Pick<ApiClients, 'baseUrl' | 'provider'>, sid: string, timestamp: number = Date.now()): string {
  return `${api.baseUrl}${promotionPath(promotionEndpoints.getCaptcha, api.provider)}?${toQueryString({ sid, t: timestamp })}`;
}

export interface Attribution {
  user_from?: string;
  app_from?: string;
  utm_tag?: string;
}

export interface SmsRequest extends Attribution {
  phone: string;
  capcode: string;
  sid: string;
}

export async function sendSmsCode(api: ApiClients, input: SmsRequest, options: CallOptions = {}): Promise<PromotionOutcome> {
  const body = {
    phone: input.phone,
    capcode: input.capcode,
    sid: input.sid,
    deviceId: input.sid,
    appName: config.appShortName,
    app_from: input.app_from,
    user_from: input.user_from,
    utm_tag: input.utm_tag,
  };
  const { code, message } = await envelope(api.two.post(path(api, promotionEndpoints.getSms), body, options));
  return { code, message };
}

export interface RegisterRequest extends SmsRequest {
  smsCode: string;
  invite_code?: string;
  /** The landing template id. */
  id?: string;
}

/** Fills the fixed fields of the registration payload: deviceId = sid, userName = phone. */
export async function registerPhone(api: ApiClients, input: RegisterRequest, options: CallOptions = {}): Promise<PromotionOutcome> {
  const body = {
    phone: input.phone,
    capcode: input.capcode,
    sid: input.sid,
    deviceId: input.sid,
    appName: config.appShortName,
    merchantNumber: 0,
    userName: input.phone,
    smsCode: input.smsCode,
    invite_code: input.invite_code,
    user_from: input.user_from,
    id: input.id,
    app_from: input.app_from,
    utm_tag: input.utm_tag,
  };
  const { code, message } = await envelope(api.two.post(path(api, promotionEndpoints.register), body, options));
  return { code, message };
}
