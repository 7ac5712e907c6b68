import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { origin, postForm, postMultipart, withDemoServer, type FilePart } from './demo-server';
import { demoUrl, helperFail, helperOk, problemDetail, problemInit, problemList, serviceInfo } from './shapes';

withDemoServer();

function png(content = 'PNG-1'): FilePart[] {
  return [{ field: 'problemImage', name: 'foto.png', type: 'image/png', content }];
}

const saveOk = helperOk(z.strictObject({ problemId: z.string().min(1) }));

describe('complaint handlers', () => {
  it('problem-init answers types, sub-types, the order asked for and the order list', async () => {
    const body = helperOk(problemInit).parse(await postForm('/maintains/user-problem/problem-init', { orderId: '240302017' }));
    expect(body.data.orderDetail.orderNo).toBe('MX240302017');
    expect(body.data.problemType.find((t) => t.value === 1)?.title).toBe('Cobranza');
    const again = helperOk(problemInit).parse(await postForm('/maintains/user-problem/problem-init'));
    expect(again.data.orderDetail.orderNo).toBe('MX240518001');
    expect(again.data.orderDetail.isShow).toBe(1);
    expect(again.data.orderList).toHaveLength(3);
  });

  it("writes the order card's amount out as the service does, in the language asked for", async () => {
    const rows = async (query: Record<string, string>) =>
      helperOk(problemInit).parse(await postForm('/maintains/user-problem/problem-init', {}, query)).data.orderDetail.list;
    expect(await rows({})).toContainEqual({ title: 'Monto del préstamo', value: '$3,000.00' });
    expect((await rows({ type: '1' }))[0]?.value).toBe('₱3,000.00');
  });

  it('upload-problem-img keeps the image and serves it back from its url', async () => {
    const body = helperOk(z.strictObject({ url: demoUrl })).parse(
      await postMultipart('/maintains/user-problem/upload-problem-img', png('PNG-bytes-12345')),
    );
    const res = await fetch(body.data.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe('PNG-bytes-12345');
  });

  it('upload-problem-img refuses a file that is not an image, and a missing file', async () => {
    const text = [{ field: 'problemImage', name: 'nota.txt', type: 'text/plain', content: 'hola' }];
    helperFail.parse(await postMultipart('/maintains/user-problem/upload-problem-img', text));
    helperFail.parse(await postMultipart('/maintains/user-problem/upload-problem-img', [{ ...text[0]!, field: 'other' }]));
  });

  it('a filed complaint appears in the list and in its detail', async () => {
    const upload = helperOk(z.strictObject({ url: demoUrl })).parse(await postMultipart('/maintains/user-problem/upload-problem-img', png()));
    const saved = saveOk.parse(
      await postForm('/maintains/user-problem/problem-save', {
        problemType: 1,
        problemSonType: 11,
        problemDetail: 'Me llaman diez veces al día, incluso de noche.',
        problemImage: upload.data.url,
        orderNo: 'MX240518001',
      }),
    );
    const list = helperOk(problemList).parse(await postForm('/maintains/user-problem/problem-list'));
    const open = list.data.tabs[0];
    expect(open?.items[0]).toMatchObject({ id: saved.data.problemId, type: 'Cobranza', content: 'Me llaman diez veces al día, incluso de noche.' });
    const detail = helperOk(problemDetail).parse(await postForm('/maintains/user-problem/problem-detail', { problemId: saved.data.problemId }));
    expect(detail.data).toMatchObject({
      type: 'Cobranza',
      sonType: 'Llamadas excesivas o fuera de horario',
      images: [upload.data.url],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    });
  });

  it('the seeded complaint is resolved with an agent reply', async () => {
    const list = helperOk(problemList).parse(await postForm('/maintains/user-problem/problem-list'));
    const resolved = list.data.tabs[1]?.items[0];
    expect(resolved).toBeDefined();
    const detail = helperOk(problemDetail).parse(await postForm('/maintains/user-problem/problem-detail', { problemId: resolved?.id ?? '' }));
    expect(detail.data.disposeDetail).not.toBe('');
    expect(detail.data.disposeImages).toHaveLength(1);
    expect(detail.data.images[0]).toBe(`${origin}/maintains/demo-files/receipt-spei.svg`);
  });

  it('problem-save validates like a server', async () => {
    const base = { problemType: 2, problemSonType: '', problemDetail: 'Texto', problemImage: '', orderNo: 'MX240518001' };
    saveOk.parse(await postForm('/maintains/user-problem/problem-save', base));
    const cases = [
      { ...base, problemType: 99 },
      { ...base, problemDetail: '   ' },
      { ...base, problemDetail: 'x'.repeat(201) },
      { ...base, problemImage: Array.from({ length: 10 }, (_, i) => `${origin}/maintains/demo-files/upload-${i}`).join(',') },
      { ...base, problemType: 1, problemSonType: '' },
      { ...base, problemType: 1, problemSonType: 11, orderNo: 'MX240302017' },
    ];
    for (const body of cases) helperFail.parse(await postForm('/maintains/user-problem/problem-save', body));
  });

  it('problem-detail of an unknown id fails', async () => {
    helperFail.parse(await postForm('/maintains/user-problem/problem-detail', { problemId: '42' }));
  });

  it('get-whatsapp answers phone, va and email', async () => {
    helperOk(serviceInfo).parse(await postForm('/maintains/user-problem/get-whatsapp', { overall: 30 }));
  });

  it('demo files: logos are SVG and unknown names are 404', async () => {
    const logo = await fetch(`${origin}/maintains/demo-files/logo-oxxo.svg`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('OXXO');
    const barcode = await fetch(`${origin}/maintains/demo-files/barcode-930012345.svg`);
    expect(await barcode.text()).toContain('930012345');
    expect((await fetch(`${origin}/maintains/demo-files/nope.png`)).status).toBe(404);
  });
});
