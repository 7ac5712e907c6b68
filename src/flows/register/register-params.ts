import { REGISTER_PARAM_KEYS, type RegisterParams } from '../../../machines/register/register.rules';
import { toQueryString } from '../../session/query';

/** The landing page's params from its page query (empty values count as absent). */
export function registerParamsFrom(query: Readonly<Record<string, string>>): RegisterParams {
  const out: RegisterParams = {};
  for (const key of REGISTER_PARAM_KEYS) if (query[key]) out[key] = query[key];
  return out;
}

export type TemplatePage = 'downloadTemplate' | 'agreementTemplate';

/**
 * The hash of a post-registration page: `#/downloadTemplate?app_from&user_from&utm_tag&id` plus
 * links_id, or down_id when there is no links_id (SPEC section 2).
 */
export function templateHash(page: TemplatePage, params: RegisterParams): string {
  const { app_from, user_from, utm_tag, id, links_id, down_id } = params;
  const query = toQueryString({ app_from, user_from, utm_tag, id, ...(links_id ? { links_id } : { down_id }) });
  return `#/${page}${query ? `?${query}` : ''}`;
}

/** The params a post-registration page reads from the query inside its hash. */
export function templateParamsFromHash(hash: string): RegisterParams {
  const at = hash.indexOf('?');
  const query = Object.fromEntries(new URLSearchParams(at >= 0 ? hash.slice(at + 1) : ''));
  return registerParamsFrom(query);
}
