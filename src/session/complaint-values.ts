// What the complaint and agreement pages act on, read at the edge as ./page-values.ts reads the
// loan pages' values (docs/decisions/0092-acted-on-values.md); apart so the loan and repaying
// pages do not load them.
import { readId, readOptionalId } from '../lib/acted-on';
import { allUsable, type PageValues } from './page-values';

type Query = Readonly<Record<string, string | undefined>>;

/** The complaint entry's current order: optional, but when given it must be an id. */
export function complaintEntryValues(query: Query): PageValues<{ orderId: string }> {
  return allUsable({ orderId: readOptionalId(query.orderId) });
}

/** The complaint a detail page loads. */
export function complaintDetailValues(query: Query): PageValues<{ problemId: string }> {
  return allUsable({ problemId: readId(query.problemId) });
}

/** What a complaint is filed under: its type (required), sub-type and order number (optional). */
export function complaintFormValues(query: Query): PageValues<{ problemType: string; problemSonType: string; orderNo: string }> {
  return allUsable({
    problemType: readId(query.problemType),
    problemSonType: readOptionalId(query.problemSonType),
    orderNo: readOptionalId(query.orderNo),
  });
}

/** The order whose agreement the contract page loads. */
export function contractValues(query: Query): PageValues<{ orderNo: string }> {
  return allUsable({ orderNo: readId(query.orderNo) });
}
