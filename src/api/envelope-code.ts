// On its own so the inline script of a loan page (src/boot-data.ts) reads a success the way the
// API layer does, without the schemas.
import { isRecord } from '../lib/record';

/** The helper's success rule: the code is an integer string or number equal to 0 ('0', '00', 0). */
export function isZeroCode(value: string): boolean {
  return /^\s*[+-]?\d+\s*$/.test(value) && Number(value) === 0;
}

/** The `data` of a success envelope (`code`, or `status`, zero) when it is an object; otherwise null. */
export function successData(body: unknown): Readonly<Record<string, unknown>> | null {
  if (!isRecord(body)) return null;
  const { code, status, data } = body;
  const raw = code ?? status;
  if ((typeof raw !== 'string' && typeof raw !== 'number') || !isZeroCode(String(raw).trim())) return null;
  return isRecord(data) ? data : null;
}
