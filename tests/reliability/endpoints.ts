// Every endpoint call site of the app, for the fault matrix (fault-matrix.test.tsx): which page
// makes the call, how a person gets it to, what they typed, and what the page shows when it works.
import type { EndpointCall } from './endpoints/shared';
import { complaintCalls } from './endpoints/complaints';
import { loanCalls } from './endpoints/loan';
import { promotionCalls } from './endpoints/promotion';
import { repayingCalls } from './endpoints/repaying';
import { repaymentCalls } from './endpoints/repayment';

export type { CallKind, EndpointCall, Family } from './endpoints/shared';

export const endpointCalls: readonly EndpointCall[] = [...loanCalls, ...repayingCalls, ...complaintCalls, ...promotionCalls, ...repaymentCalls];
