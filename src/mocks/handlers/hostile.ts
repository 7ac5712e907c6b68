import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { hostileText as text, hostileUrls as urls } from '../data/hostile';
import { hasScenario } from '../scenarios';
import { instalmentHandlers } from './instalment';
import { loanHandlers } from './loan';
import { repaymentHandlers } from './repayment';
import { legacyRepayBase, maintains } from './route';

type Hostile = 'hostile-text' | 'hostile-urls';
type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- demo answers are plain JSON
type Edit = (data: Data) => void;

const underlying = [...loanHandlers, ...instalmentHandlers, ...repaymentHandlers];

/**
 * The demo answer of `path`, with the `data` edits of each active hostile scenario. Without one
 * the handler steps aside and the endpoint's own handler answers.
 */
function bend(path: string, edits: Partial<Record<Hostile, Edit>>): HttpHandler {
  return http.post(path, async ({ request }) => {
    const active = (Object.keys(edits) as Hostile[]).filter((name) => hasScenario(name));
    if (active.length === 0) return undefined;
    const answer = await getResponse(underlying, request);
    const body = (await answer
      ?.clone()
      .json()
      .catch(() => null)) as { data?: Data } | null;
    if (!answer || !body?.data) return answer;
    for (const name of active) edits[name]?.(body.data);
    return HttpResponse.json(body);
  });
}

/** Hostile server data for the pages' reliability checks (docs/demo-backend.md). */
export const hostileHandlers: HttpHandler[] = [
  bend(`${maintains}/v3/loan-confirm/loan-detail-confirm`, {
    'hostile-text': (d) => {
      d.comProductName = text;
      d.details[0].text = text;
      d.repay_plans[0].title = text;
    },
    'hostile-urls': (d) => {
      d.comProductLogo = urls.foreign;
      d.isNewContract = urls.protocolRelative;
    },
  }),
  bend(`${maintains}/v3/loan-confirm/loan-detail-push`, {
    'hostile-urls': (d) => {
      d.lendDetailsUrl = urls.script;
    },
  }),
  bend(`${maintains}/v3/loan-details/loan-details`, {
    'hostile-text': (d) => {
      d.noticeStatusText = text;
      d.noticeDesText = text;
      d.productName = text;
      d.userOrderDetail.detail[0].text = text;
    },
    'hostile-urls': (d) => {
      d.productLogo = urls.foreign;
      d.h5Url = urls.script;
      d.isNewContract = urls.data;
    },
  }),
  bend(`${maintains}/v3/loan-details/generate-vcode`, {
    'hostile-text': (d) => {
      d.repayDetail.repayTitle = text;
      d.repayDetail.companyName = text;
      d.dataList[0].content[0] = text;
    },
    'hostile-urls': (d) => {
      d.topLogo = urls.foreign;
      d.repayDetail.repayCode = urls.protocolRelative;
      d.imgList.eMail = urls.script;
      d.imgList.content[0] = urls.data;
    },
  }),
  bend(`${legacyRepayBase}/repayment-huichao`, {
    'hostile-urls': (d) => {
      d.url = urls.data;
    },
  }),
];
