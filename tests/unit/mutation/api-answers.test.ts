// The shared helper's endpoints as SPEC 7 spells them, and what the answers' schemas give for a field
// the server left out (written from the survivors of `node scripts/mutation-flows.mjs api-calls`,
// docs/mutation-score.md).
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ApiClients } from '../../../src/api/clients';
import { DELAY_DETAIL, GENERATE_VCODE, INSTALMENT_PLAN, LOAN_CONFIRM, LOAN_DETAILS, maintainsEndpoints } from '../../../src/api/endpoints';
import { ComplaintTabSchema } from '../../../src/api/complaints';
import { ContractDetailSchema } from '../../../src/api/contract';
import { DelayDetailSchema, PayChannelGroupSchema, fetchDelayDetail, fetchInstalmentPlan } from '../../../src/api/instalment';
import { VoucherSchema } from '../../../src/api/voucher';
import { uploadProblemImage } from '../../../src/api/problem';
import { voucherData } from '../api/samples';

describe('the shared helper’s endpoints (SPEC 7)', () => {
  it('are spelled as the spec’s table', () => {
    expect(maintainsEndpoints).toEqual({
      contractDetail: '/v3/loan-details/contract-detail',
      problemInit: '/user-problem/problem-init',
      uploadProblemImage: '/user-problem/upload-problem-img',
      problemSave: '/user-problem/problem-save',
      problemList: '/user-problem/problem-list',
      problemDetail: '/user-problem/problem-detail',
      getWhatsapp: '/user-problem/get-whatsapp',
      instalmentPlan: '/v3/installment/loan-play-detail',
      delayDetail: '/v3/installment/loan-play-delay-detail',
      generateVcode: '/v3/loan-details/generate-vcode',
      loanConfirm: '/v3/loan-confirm/loan-detail-confirm',
      loanPush: '/v3/loan-confirm/loan-detail-push',
      loanDetails: '/v3/loan-details/loan-details',
      googleScore: '/v3/loan-details/google-score',
    });
    // The first requests' inline script carries these five on their own.
    expect([INSTALMENT_PLAN, DELAY_DETAIL, GENERATE_VCODE, LOAN_CONFIRM, LOAN_DETAILS]).toEqual([
      '/v3/installment/loan-play-detail',
      '/v3/installment/loan-play-delay-detail',
      '/v3/loan-details/generate-vcode',
      '/v3/loan-confirm/loan-detail-confirm',
      '/v3/loan-details/loan-details',
    ]);
  });
});

/** A shared helper that answers `data` and records what it was asked. */
function helper(data: unknown) {
  const post = vi.fn(async (_endpoint: string, _body: unknown, schema: z.ZodMiniType) => ({
    success: true,
    code: '0',
    message: '',
    data: z.parse(schema, data),
    raw: null,
  }));
  return { api: { maintains: { post } } as unknown as ApiClients, post };
}

describe('the loan pages’ requests', () => {
  const order = { productId: '7', orderId: 'O-1' };

  it('ask for the plan and the delay detail with the product and order only', async () => {
    const plan = helper({ repayList: [] });
    await fetchInstalmentPlan(plan.api, order);
    expect(plan.post.mock.calls[0]?.slice(0, 2)).toEqual(['/v3/installment/loan-play-detail', { productId: '7', orderId: 'O-1' }]);
    const delay = helper({ repayList: [] });
    await fetchDelayDetail(delay.api, { ...order, extra: 'x' } as never);
    expect(delay.post.mock.calls[0]?.slice(0, 2)).toEqual(['/v3/installment/loan-play-delay-detail', { productId: '7', orderId: 'O-1' }]);
  });

  it('upload a photo with no name given as image.jpg, under problemImage', async () => {
    const upload = helper({ url: 'https://cdn.example/up.png' });
    await uploadProblemImage(upload.api, new Blob(['abc'], { type: 'image/jpeg' }));
    const form = upload.post.mock.calls[0]?.[1];
    expect(form).toBeInstanceOf(FormData);
    const file = (form as FormData).get('problemImage');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('image.jpg');
  });
});

describe('a field the server left out', () => {
  it('a complaint tab without a title or name is untitled', () => {
    expect(z.parse(ComplaintTabSchema, { list: [] })).toEqual({ title: '', items: [] });
    expect(z.parse(ComplaintTabSchema, { name: 'Abiertas' }).title).toBe('Abiertas');
  });

  it('a contract without a user name has an empty one', () => {
    const contract = z.parse(ContractDetailSchema, { productName: 'Lendo' });
    expect(contract.userName).toBe('');
    expect(contract.amount).toBeNull();
  });

  it('a channel group without a title or reviewer is untitled', () => {
    expect(z.parse(PayChannelGroupSchema, { list: [] })).toEqual({ title: '', list: [] });
  });

  it('a delay detail without its delay info shows it empty', () => {
    expect(z.parse(DelayDetailSchema, {}).delayInfo).toEqual({ reviewer: '', delayAmount: '', delayTime: '' });
  });

  it('a voucher without its image list shows none', () => {
    const { imgList: _, ...rest } = voucherData;
    expect(z.parse(VoucherSchema, rest).imgList).toEqual({ title: '', eMail: '', content: [] });
  });
});
