import type { HttpHandler } from 'msw';
import { complaintHandlers } from './complaints';
import { fileHandlers } from './files';
import { hostileHandlers } from './hostile';
import { instalmentHandlers } from './instalment';
import { loanHandlers } from './loan';
import { promotionHandlers } from './promotion';
import { repaymentHandlers } from './repayment';

/** Every endpoint of the spec, answered by the in-memory demo backend. */
export const handlers: HttpHandler[] = [
  // First: they step aside unless a hostile-* scenario is active.
  ...hostileHandlers,
  ...loanHandlers,
  ...instalmentHandlers,
  ...complaintHandlers,
  ...promotionHandlers,
  ...repaymentHandlers,
  ...fileHandlers,
];
