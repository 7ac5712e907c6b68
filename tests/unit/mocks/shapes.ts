import * as z from 'zod';
import { origin } from './demo-server';

/** The response shapes of SPEC sections 3 and 7, exactly (strict objects: no extra fields). */
export const money = z.number().int().nonnegative();
export const demoUrl = z.string().startsWith(`${origin}/`);
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const rowValue = z.union([z.string(), money]);
const textRow = z.strictObject({ text: z.string().min(1), value: rowValue });
const titleRow = z.strictObject({ title: z.string().min(1), value: rowValue });
const option = z.strictObject({ title: z.string().min(1), value: z.number().int() });

export const helperOk = <T extends z.ZodType>(data: T) => z.strictObject({ code: z.literal(0), message: z.string(), data });
export const v3Ok = <T extends z.ZodType>(data: T) => z.strictObject({ success: z.literal(true), code: z.literal(0), message: z.string(), data });
export const v3Fail = z.strictObject({ success: z.literal(false), code: z.number().int().positive(), message: z.string().min(1), data: z.null() });
export const helperFail = z.strictObject({ code: z.number().int().positive(), message: z.string().min(1), data: z.null() });
export const coded = <T extends z.ZodType>(code: string, data: T) => z.strictObject({ code: z.literal(code), message: z.string().min(1), data });

export const loanConfirm = z.strictObject({
  firstPayTime: date,
  amount: money,
  periods: z.number().int().positive(),
  termUnit: z.number().int(),
  isNeedPop: z.union([z.literal(0), z.literal(1)]),
  sendSms: z.number().int(),
  details: z.array(textRow).min(1),
  repay_plans: z.array(z.strictObject({ title: z.string(), pay_time: date, amount: money, description: z.string() })).min(1),
  loanRate: z.string(),
  ratemsg: z.string(),
  amountDec: z.string(),
  isNewContract: z.union([z.literal(''), demoUrl]),
  messageType: z.number().int(),
  comProductLogo: demoUrl,
  comProductName: z.string().min(1),
  couNum: money,
});

export const loanDetails = z.strictObject({
  orderStatus: z.number().int(),
  noticeStatusText: z.string().min(1),
  noticeDesText: z.string().min(1),
  productName: z.string().min(1),
  productLogo: demoUrl,
  userOrderDetail: z.strictObject({ detail: z.array(textRow) }),
  inside: z.number().int(),
  isScore: z.number().int(),
  h5Url: demoUrl,
  isDelay: z.enum(['0', '1']),
  isNewContract: z.union([z.literal(''), demoUrl]),
});

export const contract = z.strictObject({
  userName: z.string().min(1),
  username: z.string().min(1),
  productName: z.string().min(1),
  amount: money,
  mount: money,
  bankNo: z.string().min(1),
  daiDate: date,
  planDate: date,
  contractAmount: money,
  commission: money,
  Interest: money,
  IVA: money,
  giveAmount: money,
  userAddress: z.string().min(1),
  contractDate: date,
  company: z.string().min(1),
});

const channel = z.strictObject({
  logo: demoUrl,
  desc: z.string().min(1),
  payCode: z.string().min(1),
  vCode: z.string(),
  BARcodeImg: z.union([z.literal(''), demoUrl]),
});

export const instalment = z.strictObject({
  repayAmount: money,
  productName: z.string().min(1),
  productLogo: demoUrl,
  repayDate: date,
  detail: z.array(textRow).min(3),
  repayList: z.array(z.strictObject({ reviewer: z.string().min(1), list: z.array(channel).min(1) })).min(1),
  noticeMsg: z.string(),
});

export const delayDetail = z.strictObject({
  productLogo: demoUrl,
  productName: z.string().min(1),
  delayInfo: z.strictObject({ reviewer: z.string().min(1), delayAmount: money, delayTime: date }),
  repayPlan: z.array(z.strictObject({ title: z.string(), amount: money, remark: z.string(), time: date })).min(1),
  repayList: z.array(z.strictObject({ title: z.string().min(1), list: z.array(channel).min(1) })).min(1),
  noticeMsg: z.string(),
  note: z.string(),
});

export const voucher = z.strictObject({
  topLogo: demoUrl,
  repayDetail: z.strictObject({
    amount: money,
    repayTitle: z.string().min(1),
    repayDes: z.string().min(1),
    repayCode: demoUrl,
    vCode: z.string().min(1),
    companyName: z.string().min(1),
  }),
  dataList: z.array(z.strictObject({ title: z.string().min(1), content: z.array(z.string().min(1)).min(1) })).min(1),
  imgList: z.strictObject({ title: z.string(), eMail: z.email(), content: z.array(demoUrl) }),
  bottomLogo: demoUrl,
});

const orderCard = z.strictObject({
  orderNo: z.string().min(1),
  productLogo: demoUrl,
  productName: z.string().min(1),
  status: z.string().min(1),
  list: z.array(titleRow).min(1),
  isShow: z.union([z.literal(0), z.literal(1)]),
});

export const problemInit = z.strictObject({
  problemType: z.array(option).min(2),
  problemSonType: z.array(option).min(1),
  orderDetail: orderCard,
  orderList: z.array(orderCard).min(1),
});

export const problemList = z.strictObject({
  tabs: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        items: z.array(
          z.strictObject({
            id: z.string().min(1),
            time: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
            type: z.string().min(1),
            content: z.string().min(1),
          }),
        ),
      }),
    )
    .min(1),
});

export const problemDetail = z.strictObject({
  type: z.string().min(1),
  sonType: z.string(),
  problemId: z.string().min(1),
  content: z.string().min(1),
  images: z.array(demoUrl),
  disposeDetail: z.string(),
  disposeImages: z.array(demoUrl),
  isNeedScore: z.union([z.literal(0), z.literal(1)]),
});

export const serviceInfo = z.strictObject({ phone: z.string().min(1), va: z.string().min(1), email: z.email() });
