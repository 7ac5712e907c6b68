import { forgetTaken, recordTaken, wasTaken } from './taken';
import { seedComplaint } from './data/complaints';
import type { Texts } from './lang';

/** Fixed codes the demo backend accepts (documented in docs/demo-backend.md). */
export const demoCodes = {
  captcha: '1234',
  sms: '123456',
  repaySms: '123456',
  /** A phone that is already registered: get-sms and register answer code '11'. */
  registeredPhone: '13800138000',
} as const;

export interface StoredFile {
  type: string;
  body: ArrayBuffer;
}

export interface Complaint {
  problemId: string;
  problemType: number;
  problemSonType: number;
  orderNo: string;
  content: string;
  /** Absolute URLs, or names of built-in demo files. */
  images: string[];
  createdAt: Date;
  /** The agent's reply, written in each language the service answers in. */
  disposeDetail: Texts;
  disposeImages: string[];
  resolved: boolean;
}

export interface RepayRecord {
  repayRecordId: string;
  orderId: string;
  amount: number;
  cardId: string;
  repayToken: string;
  state: 'awaitingCode' | 'paid';
}

interface State {
  seq: number;
  files: Map<string, StoredFile>;
  complaints: Complaint[];
  sids: Set<string>;
  smsSent: Set<string>;
  registered: Set<string>;
  repayTokens: Map<string, string>;
  repayRecords: Map<string, RepayRecord>;
  scores: number[];
  /** Products whose loan a push made (the push-dropped scenario): their offer is no longer open. */
  pushedProducts: Set<string>;
}

function freshState(): State {
  return {
    seq: 1000,
    files: new Map(),
    complaints: [
      {
        problemId: '1000',
        problemType: seedComplaint.problemType,
        problemSonType: seedComplaint.problemSonType,
        orderNo: seedComplaint.orderNo,
        content: seedComplaint.content,
        images: [...seedComplaint.images],
        createdAt: new Date(Date.now() - seedComplaint.daysAgo * 86_400_000),
        disposeDetail: seedComplaint.disposeDetail,
        disposeImages: [...seedComplaint.disposeImages],
        resolved: true,
      },
    ],
    sids: new Set(),
    smsSent: new Set(),
    registered: new Set([demoCodes.registeredPhone]),
    repayTokens: new Map(),
    repayRecords: new Map(),
    scores: [],
    pushedProducts: new Set(),
  };
}

let state = freshState();

/** Back to the seeded state (tests call this between cases). */
export function resetStore(): void {
  state = freshState();
  forgetTaken();
}

function nextId(): string {
  state.seq += 1;
  return String(state.seq);
}

function hex(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += Math.floor(Math.random() * 16).toString(16);
  return out;
}

export function addFile(type: string, body: ArrayBuffer): string {
  const id = `upload-${nextId()}`;
  state.files.set(id, { type, body });
  return id;
}

export function getFile(id: string): StoredFile | undefined {
  return state.files.get(id);
}

export function fileComplaint(input: Omit<Complaint, 'problemId' | 'createdAt' | 'disposeDetail' | 'disposeImages' | 'resolved'>): Complaint {
  const complaint: Complaint = {
    ...input,
    problemId: nextId(),
    createdAt: new Date(),
    disposeDetail: { es: '', en: '' },
    disposeImages: [],
    resolved: false,
  };
  state.complaints.unshift(complaint);
  return complaint;
}

/** Newest first. */
export function listComplaints(): readonly Complaint[] {
  return state.complaints;
}

export function findComplaint(problemId: string | undefined): Complaint | undefined {
  return state.complaints.find((c) => c.problemId === problemId);
}

export function issueSid(): string {
  const sid = `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
  state.sids.add(sid);
  return sid;
}

export function hasSid(sid: string | undefined): boolean {
  return sid !== undefined && state.sids.has(sid);
}

export function recordSmsSent(phone: string): void {
  state.smsSent.add(phone);
}

export function smsWasSent(phone: string): boolean {
  return state.smsSent.has(phone);
}

export function isRegistered(phone: string): boolean {
  return state.registered.has(phone);
}

export function registerPhone(phone: string): string {
  state.registered.add(phone);
  return nextId();
}

export function issueRepayToken(orderId: string): string {
  const token = `rt_${hex(24)}`;
  state.repayTokens.set(token, orderId);
  return token;
}

export function repayTokenOrder(token: string | undefined): string | undefined {
  return token === undefined ? undefined : state.repayTokens.get(token);
}

export function createRepayRecord(input: Omit<RepayRecord, 'repayRecordId'>): RepayRecord {
  const record: RepayRecord = { ...input, repayRecordId: `RP${nextId()}` };
  state.repayRecords.set(record.repayRecordId, record);
  return record;
}

export function findRepayRecord(id: string | undefined): RepayRecord | undefined {
  return id === undefined ? undefined : state.repayRecords.get(id);
}

/** A token whose payment already went through cannot pay again. */
export function tokenAlreadyPaid(token: string): boolean {
  return [...state.repayRecords.values()].some((r) => r.repayToken === token && r.state === 'paid');
}

export function recordScore(score: number): void {
  state.scores.push(score);
}

export function scores(): readonly number[] {
  return state.scores;
}

/** The loan of `productId` was requested (a push taken): its offer is no longer open, its order shows the loan (from `visibleAt`). */
export function recordPush(productId: string, visibleAt = Date.now()): void {
  state.pushedProducts.add(productId);
  recordTaken(`push:${productId}`, visibleAt);
}

export function wasPushed(productId: string | undefined): boolean {
  return productId !== undefined && wasTaken(`push:${productId}`);
}

/** A card payment of `orderId` was taken (its answer then lost): the order shows it settled. */
export function recordPaid(orderId: string): void {
  recordTaken(`paid:${orderId}`);
}

export const wasPaid = (orderId: string | undefined): boolean => orderId !== undefined && wasTaken(`paid:${orderId}`);
