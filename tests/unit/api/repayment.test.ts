// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { clients, only, respond, startMockServer } from './msw-helpers';
import { commitRepayment, confirmRepayment, fetchRepaymentWay, requestHuichaoRedirect } from '../../../src/api/repayment';
import { repaymentEndpoints, repaymentPath } from '../../../src/api/endpoints';

startMockServer();

const at = (endpoint: string) => repaymentPath(endpoint, 'prov', 'svc');

const commitInput = {
  amount: 110000,
  bankName: 'BBVA',
  cardId: '3',
  cardNo: '4152 3131 0000 1234',
  couponId: '',
  orderId: 'O-1',
  repayToken: 'tok',
  bankCode: 'BBVA',
  sendMsg: 1,
} as const;

describe('legacy repayment', () => {
  it('lives under /api/v1/{provider}/{service}/service/loan/', () => {
    expect(at(repaymentEndpoints.way)).toBe('/api/v1/prov/svc/service/loan/repayment-way');
  });

  it('reads the repayment way on code 00 through client one', async () => {
    const data = { alipay: { enabled: 1 }, repayToken: 'tok', bankCards: [{ id: 3, bankName: 'BBVA', cardNo: '**** 1234', bankCode: 'BBVA' }] };
    const seen = respond('get', at(repaymentEndpoints.way), { code: '00', message: 'ok', data });
    const way = await fetchRepaymentWay(clients(), 'O-1');
    expect(way).toEqual({
      alipay: { enabled: 1 },
      repayToken: 'tok',
      bankCards: [{ id: '3', bankName: 'BBVA', cardNo: '**** 1234', bankCode: 'BBVA' }],
    });
    const req = only(seen);
    expect(req.url.search).toBe('?orderId=O-1');
    expect(req.headers.get('crp_phe')).toBe('p1');
    expect(req.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('treats code 0 as a failure here (only 00 succeeds)', async () => {
    respond('get', at(repaymentEndpoints.way), { code: 0, msg: 'fallo', data: {} });
    await expect(fetchRepaymentWay(clients(), 'O-1')).rejects.toMatchObject({ kind: 'business', code: '0', message: 'fallo' });
  });

  it('commits with the full body and reads needValid and the record id', async () => {
    const seen = respond('post', at(repaymentEndpoints.commit), { code: '00', data: { needValid: '1', repayRecordId: 77 } });
    await expect(commitRepayment(clients(), commitInput)).resolves.toEqual({ needValid: 1, repayRecordId: '77' });
    expect(JSON.parse(only(seen).body)).toEqual(commitInput);
  });

  it('passes the double-submit code on', async () => {
    respond('post', at(repaymentEndpoints.commit), { code: 800005, message: 'No repita' });
    await expect(commitRepayment(clients(), commitInput)).rejects.toMatchObject({ kind: 'business', code: '800005', message: 'No repita' });
  });

  it('reads the redirect URL from data.url or a top-level url', async () => {
    const seen = respond('post', at(repaymentEndpoints.huichao), { code: '00', data: { url: 'https://pay.example/a' } });
    await expect(requestHuichaoRedirect(clients(), { userId: 'u1', orderId: 'O-1', amount: 5 })).resolves.toEqual({ url: 'https://pay.example/a' });
    expect(JSON.parse(only(seen).body)).toEqual({ userId: 'u1', orderId: 'O-1', amount: 5 });
    respond('post', at(repaymentEndpoints.huichao), { code: '00', url: 'https://pay.example/b' });
    await expect(requestHuichaoRedirect(clients(), { userId: 'u1', orderId: 'O-1', amount: 5 })).resolves.toEqual({ url: 'https://pay.example/b' });
    respond('post', at(repaymentEndpoints.huichao), { code: '00', data: {} });
    await expect(requestHuichaoRedirect(clients(), { userId: 'u1', orderId: 'O-1', amount: 5 })).rejects.toMatchObject({ kind: 'badBody' });
  });

  it('confirms with the code and reports a wrong code as 800006', async () => {
    const seen = respond('post', at(repaymentEndpoints.confirm), { code: '800006', message: 'Código incorrecto' });
    const input = { orderId: 'O-1', verifyCode: '123456', repaymentRecordId: '77' };
    await expect(confirmRepayment(clients(), input)).rejects.toMatchObject({ kind: 'business', code: '800006' });
    expect(JSON.parse(only(seen).body)).toEqual(input);
    respond('post', at(repaymentEndpoints.confirm), { code: '00' });
    await expect(confirmRepayment(clients(), input)).resolves.toBeUndefined();
  });

  it('reports network and HTTP failures as such', async () => {
    respond('get', at(repaymentEndpoints.way), () => HttpResponse.error());
    await expect(fetchRepaymentWay(clients(), 'O-1')).rejects.toMatchObject({ kind: 'network' });
    respond('get', at(repaymentEndpoints.way), () => new HttpResponse(null, { status: 503 }));
    await expect(fetchRepaymentWay(clients(), 'O-1')).rejects.toMatchObject({ kind: 'http', status: 503 });
  });
});
