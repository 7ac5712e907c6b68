import { describe, expect, it } from 'vitest';
import { allUsable, orderValues } from '../../../src/session/page-values';
import { confirmValues, voucherValues } from '../../../src/session/voucher-values';
import { complaintDetailValues, complaintEntryValues, complaintFormValues, contractValues } from '../../../src/session/complaint-values';
import { payLink } from '../../../src/flows/shared/pay-channels/use-pay';

// Each page's values as decision 0092 names them, written by hand: what a link gives, and what the
// page may act on or which value stops it and why.
const HOSTILE = '<img src=x onerror=alert(1)>';

describe('allUsable', () => {
  it('gives every value when all are usable, in the order given', () => {
    expect(allUsable({ productId: { ok: true, value: '7' }, orderId: { ok: true, value: '9' } })).toEqual({
      ok: true,
      value: { productId: '7', orderId: '9' },
    });
  });
  it('names the first value that is not, and why', () => {
    expect(
      allUsable({ productId: { ok: true, value: '7' }, orderId: { ok: false, reason: 'missing' }, amount: { ok: false, reason: 'unusable' } }),
    ).toEqual({ ok: false, refused: { name: 'orderId', reason: 'missing' } });
  });
});

type Row = [string, Record<string, string | undefined>, unknown];

const table: Row[] = [
  ['order: both ids', { productId: '7', orderId: '240518001' }, { ok: true, value: { productId: '7', orderId: '240518001' } }],
  ['order: no productId', { orderId: '9' }, { ok: false, refused: { name: 'productId', reason: 'missing' } }],
  ['order: blank orderId', { productId: '7', orderId: ' ' }, { ok: false, refused: { name: 'orderId', reason: 'missing' } }],
  ['order: hostile orderId', { productId: '7', orderId: HOSTILE }, { ok: false, refused: { name: 'orderId', reason: 'unusable' } }],
  ['order: path in productId', { productId: '../../x?y=1', orderId: '9' }, { ok: false, refused: { name: 'productId', reason: 'unusable' } }],
  ['confirm: productId', { productId: '7' }, { ok: true, value: { productId: '7' } }],
  ['confirm: product_id when productId is absent', { product_id: '12' }, { ok: true, value: { productId: '12' } }],
  ['confirm: none', {}, { ok: false, refused: { name: 'productId', reason: 'missing' } }],
  [
    'voucher: all five',
    { productId: '7', orderId: '9', amount: '112345', payCode: 'OXXO', requestType: '2' },
    { ok: true, value: { productId: '7', orderId: '9', amount: '112345', payCode: 'OXXO', requestType: '2' } },
  ],
  [
    'voucher: amount with a fraction',
    { productId: '7', orderId: '9', amount: '1.005', payCode: 'OXXO', requestType: '1' },
    { ok: false, refused: { name: 'amount', reason: 'unusable' } },
  ],
  [
    'voucher: amount zero',
    { productId: '7', orderId: '9', amount: '0', payCode: 'OXXO', requestType: '1' },
    { ok: false, refused: { name: 'amount', reason: 'unusable' } },
  ],
  [
    'voucher: no payCode',
    { productId: '7', orderId: '9', amount: '100', requestType: '1' },
    { ok: false, refused: { name: 'payCode', reason: 'missing' } },
  ],
  [
    'voucher: requestType 3',
    { productId: '7', orderId: '9', amount: '100', payCode: 'OXXO', requestType: '3' },
    { ok: false, refused: { name: 'requestType', reason: 'unusable' } },
  ],
  ['complaint entry: no order', {}, { ok: true, value: { orderId: '' } }],
  ['complaint entry: an order', { orderId: '9' }, { ok: true, value: { orderId: '9' } }],
  ['complaint entry: hostile order', { orderId: HOSTILE }, { ok: false, refused: { name: 'orderId', reason: 'unusable' } }],
  ['complaint detail: problemId', { problemId: '1000' }, { ok: true, value: { problemId: '1000' } }],
  ['complaint detail: none', { problemId: '' }, { ok: false, refused: { name: 'problemId', reason: 'missing' } }],
  ['complaint form: type only', { problemType: '1' }, { ok: true, value: { problemType: '1', problemSonType: '', orderNo: '' } }],
  [
    'complaint form: all three',
    { problemType: '1', problemSonType: '11', orderNo: 'MX240518001' },
    { ok: true, value: { problemType: '1', problemSonType: '11', orderNo: 'MX240518001' } },
  ],
  ['complaint form: no type', { orderNo: 'MX1' }, { ok: false, refused: { name: 'problemType', reason: 'missing' } }],
  ['complaint form: long orderNo', { problemType: '1', orderNo: 'M'.repeat(300) }, { ok: false, refused: { name: 'orderNo', reason: 'unusable' } }],
  ['contract: orderNo', { orderNo: 'MX240518001' }, { ok: true, value: { orderNo: 'MX240518001' } }],
  ['contract: -5', { orderNo: '-5' }, { ok: false, refused: { name: 'orderNo', reason: 'unusable' } }],
];

const readers: Record<string, (q: Record<string, string | undefined>) => unknown> = {
  order: orderValues,
  confirm: confirmValues,
  voucher: voucherValues,
  'complaint entry': complaintEntryValues,
  'complaint detail': complaintDetailValues,
  'complaint form': complaintFormValues,
  contract: contractValues,
};

describe('page values', () => {
  it.each(table)('%s', (name, query, expected) => {
    const reader = readers[name.split(':')[0] ?? ''];
    expect(reader).toBeDefined();
    expect(reader?.(query)).toEqual(expected);
  });
});

describe('payLink (a pay channel hands the server amount and code to /carpmm)', () => {
  const session = { commonQuery: { productId: '7', orderId: '9', type: '1' }, headerQuery: {} };
  const rows: [unknown, string, string | 'amount' | 'payCode'][] = [
    [112345, 'OXXO', '/carpmm?productId=7&orderId=9&type=1&requestType=1&amount=112345&payCode=OXXO'],
    ['112345', 'SPEI', '/carpmm?productId=7&orderId=9&type=1&requestType=1&amount=112345&payCode=SPEI'],
    ['N/D', 'OXXO', 'amount'],
    ['', 'OXXO', 'amount'],
    [0, 'OXXO', 'amount'],
    [-5, 'OXXO', 'amount'],
    [1.005, 'OXXO', 'amount'],
    ['1e9', 'OXXO', 'amount'],
    [150000, '', 'payCode'],
    [150000, HOSTILE, 'payCode'],
    [150000, '../../x?y=1', 'payCode'],
    [150000, '  ', 'payCode'],
  ];
  it.each(rows)('amount %j, payCode %j: %s', (amount, payCode, expected) => {
    const link = payLink(session, 1, amount as number | string, payCode);
    expect(link).toEqual(expected.startsWith('/') ? { ok: true, link: expected } : { ok: false, refused: expected });
  });
});
