import { beforeEach, describe, expect, it } from 'vitest';
import {
  addFile,
  createRepayRecord,
  fileComplaint,
  findComplaint,
  findRepayRecord,
  getFile,
  hasSid,
  isRegistered,
  issueSid,
  listComplaints,
  registerPhone,
  resetStore,
  demoCodes,
} from '../../../src/mocks/store';

beforeEach(() => resetStore());

describe('demo store', () => {
  it('starts with one resolved complaint and the registered demo phone', () => {
    expect(listComplaints()).toHaveLength(1);
    expect(listComplaints()[0]?.resolved).toBe(true);
    expect(isRegistered(demoCodes.registeredPhone)).toBe(true);
  });

  it('files complaints newest first and finds them by id', () => {
    const a = fileComplaint({ problemType: 2, problemSonType: 0, orderNo: 'MX1', content: 'uno', images: [] });
    const b = fileComplaint({ problemType: 3, problemSonType: 0, orderNo: 'MX1', content: 'dos', images: ['x'] });
    expect(listComplaints().map((c) => c.content)).toEqual(['dos', 'uno', expect.any(String)]);
    expect(findComplaint(a.problemId)?.content).toBe('uno');
    expect(b.problemId).not.toBe(a.problemId);
    expect(b.resolved).toBe(false);
  });

  it('issues sids in the 8-4-4-4-12 hex format and remembers them', () => {
    const sid = issueSid();
    expect(sid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(hasSid(sid)).toBe(true);
    expect(hasSid('other')).toBe(false);
  });

  it('reset forgets everything that was added', () => {
    const id = addFile('image/png', new ArrayBuffer(2));
    const sid = issueSid();
    registerPhone('13911112222');
    fileComplaint({ problemType: 2, problemSonType: 0, orderNo: '', content: 'x', images: [] });
    const record = createRepayRecord({ orderId: '1', amount: 1, cardId: '301', repayToken: 't', state: 'paid' });
    resetStore();
    expect(getFile(id)).toBeUndefined();
    expect(hasSid(sid)).toBe(false);
    expect(isRegistered('13911112222')).toBe(false);
    expect(listComplaints()).toHaveLength(1);
    expect(findRepayRecord(record.repayRecordId)).toBeUndefined();
  });
});
