// @vitest-environment jsdom
// jsdom: happy-dom's FormData drops the file name given to append() for a Blob (the part reads "blob").
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { BASE, clients, formOf, only, respond, server, startMockServer } from './msw-helpers';
import * as samples from './samples';
import { fetchProblemInit, fetchServiceInfo, saveComplaint, uploadProblemImage } from '../../../src/api/problem';
import { fetchComplaintDetail, fetchComplaintList } from '../../../src/api/complaints';
import { maintainsEndpoints, maintainsPath } from '../../../src/api/endpoints';
import { createMaintainsHelper } from '../../../src/api/maintains';
import { uploadsWithNodeFormData } from '../../helpers/node-form-data';

startMockServer();
// The upload's multipart body is sent by Node's fetch and read by MSW (see the helper).
uploadsWithNodeFormData();

const ok = (data: unknown) => ({ code: '0', message: '', data });
const post = (endpoint: string, data: unknown) => respond('post', maintainsPath(endpoint), ok(data));

describe('problem init', () => {
  it('sends the page orderId first, then no body', async () => {
    const seen = post(maintainsEndpoints.problemInit, samples.problemInitData);
    await fetchProblemInit(clients(), 'O-1');
    await fetchProblemInit(clients());
    expect(formOf(seen[0]!)).toEqual({ orderId: 'O-1' });
    expect(seen[1]?.body).toBe('');
    expect(seen[1]?.url.search).toContain('orderId=O-1');
  });

  it('parses types, the current order and the order list', async () => {
    post(maintainsEndpoints.problemInit, samples.problemInitData);
    const init = await fetchProblemInit(clients());
    expect(init.problemType).toEqual([
      { title: 'Cobranza', value: '1' },
      { title: 'Pagos', value: '2' },
    ]);
    expect(init.orderDetail).toMatchObject({ orderNo: 'ORD-1', isShow: 1 });
    expect(init.orderList.map((o) => [o.orderNo, o.isShow])).toEqual([
      ['ORD-1', 1],
      ['ORD-2', 0],
    ]);
  });

  it('treats an empty PHP array or null as "no current order"', async () => {
    post(maintainsEndpoints.problemInit, { problemType: [], orderDetail: [], orderList: null });
    expect(await fetchProblemInit(clients())).toEqual({ problemType: [], problemSonType: [], orderDetail: null, orderList: [] });
  });
});

describe('complaint image upload', () => {
  it('posts multipart/form-data with a problemImage part and returns the URL', async () => {
    let contentType = '';
    let partType: string | undefined;
    server.use(
      http.post(`${BASE}${maintainsPath(maintainsEndpoints.uploadProblemImage)}`, async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        const part = (await request.formData()).get('problemImage') as File | string | null;
        partType = typeof part === 'object' && part !== null ? part.type : undefined;
        return HttpResponse.json(ok({ url: 'https://cdn.example/up.png' }));
      }),
    );
    const file = new Blob(['abc'], { type: 'image/png' });
    await expect(uploadProblemImage(clients(), file, 'photo.png')).resolves.toEqual({ url: 'https://cdn.example/up.png' });
    expect(contentType).toContain('multipart/form-data');
    expect(partType).toBe('image/png');
  });

  // jsdom's FormData does not survive MSW's XHR interception byte for byte, so the part's name
  // and content are checked on the FormData handed to the transport.
  it('hands the transport the file under problemImage with its file name', async () => {
    const sent: unknown[] = [];
    const transport = {
      get: () => Promise.reject(new Error('unused')),
      post: (_path: string, body: unknown) => {
        sent.push(body);
        return Promise.resolve(ok({ url: 'https://cdn.example/up.png' }));
      },
    };
    const api = { ...clients(), maintains: createMaintainsHelper(transport, {}) };
    await uploadProblemImage(api, new Blob(['abc'], { type: 'image/png' }), 'photo.png');
    const form = sent[0];
    if (!(form instanceof FormData)) throw new Error('expected FormData');
    expect([...form.keys()]).toEqual(['problemImage']);
    const part = form.get('problemImage') as File;
    expect(part.name).toBe('photo.png');
    expect(part.size).toBe(3);
  });

  it('carries the server message on failure', async () => {
    respond('post', maintainsPath(maintainsEndpoints.uploadProblemImage), { code: 1, message: 'Imagen muy grande' });
    await expect(uploadProblemImage(clients(), new Blob(['x']))).rejects.toMatchObject({ kind: 'business', message: 'Imagen muy grande' });
  });
});

describe('complaint save, list, detail and service info', () => {
  it('saves the payload with comma-joined images', async () => {
    const seen = post(maintainsEndpoints.problemSave, null);
    const draft = { problemType: '1', problemSonType: '11', problemDetail: 'Me llaman', images: ['a.png', 'b.png'], orderNo: 'ORD-1' };
    await saveComplaint(clients(), draft);
    await saveComplaint(clients(), { ...draft, images: [] });
    expect(formOf(seen[0]!)).toEqual({
      problemType: '1',
      problemSonType: '11',
      problemDetail: 'Me llaman',
      problemImage: 'a.png,b.png',
      orderNo: 'ORD-1',
    });
    expect(formOf(seen[1]!).problemImage).toBe('');
  });

  it('lists complaints by tab', async () => {
    const seen = post(maintainsEndpoints.problemList, samples.complaintListData);
    const list = await fetchComplaintList(clients());
    expect(only(seen).body).toBe('');
    expect(list.tabs).toEqual([
      { title: 'Pendientes', items: [{ id: '5', time: '2026-01-02 10:00', type: 'Pagos', content: 'No se reflejó' }] },
      { title: 'Resueltas', items: [] },
    ]);
  });

  it('reads a complaint detail', async () => {
    const seen = post(maintainsEndpoints.problemDetail, samples.complaintDetailData);
    const detail = await fetchComplaintDetail(clients(), '5');
    expect(formOf(only(seen))).toEqual({ problemId: '5' });
    expect(detail).toMatchObject({ problemId: '5', images: ['https://cdn.example/a.png'], disposeImages: [], disposeDetail: '', isNeedScore: 1 });
  });

  it('leaves out an image that is not a URL string', async () => {
    post(maintainsEndpoints.problemDetail, { ...samples.complaintDetailData, images: [42, 'https://cdn.example/a.png'] });
    expect((await fetchComplaintDetail(clients(), '5')).images).toEqual(['https://cdn.example/a.png']);
  });

  it('asks for the service info with overall=30', async () => {
    const seen = post(maintainsEndpoints.getWhatsapp, samples.serviceInfoData);
    await expect(fetchServiceInfo(clients())).resolves.toEqual(samples.serviceInfoData);
    expect(formOf(only(seen))).toEqual({ overall: '30' });
  });
});
