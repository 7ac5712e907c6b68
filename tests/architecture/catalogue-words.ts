// What the catalogue spell check (catalogue-spelling.test.ts) accepts beyond its dictionaries,
// each with its reason. Keep it short: a misspelt catalogue line is fixed in src/i18n/messages,
// not listed here.

export interface Allowed {
  readonly text: string;
  readonly reason: string;
}

/** Names written the same in both languages (a phrase is matched whole). */
export const names: readonly Allowed[] = [
  { text: 'WhatsApp', reason: 'brand name of the messaging service' },
  { text: 'Google Play', reason: 'brand name of the app store' },
];

/** Words the English dictionary (en_US) lacks, allowed in English lines only. */
export const englishWords: readonly Allowed[] = [
  { text: 'instalment', reason: "the spec's British spelling, kept everywhere by spelling.test.ts" },
  { text: 'instalments', reason: "plural of the spec's British spelling" },
  { text: 'barcode', reason: 'common English word (Oxford); en_US writes it "bar code"' },
  { text: 'SMS', reason: 'abbreviation: text message' },
];

/** Words the Spanish dictionary (es-ES) lacks, allowed in Spanish lines only. */
export const spanishWords: readonly Allowed[] = [
  { text: 'regístrese', reason: 'imperative of "registrarse" with its pronoun; the dictionary lists no such forms of it' },
  { text: 'recalculando', reason: 'gerund of "recalcular" (RAE); missing from the dictionary' },
  { text: 'moratorio', reason: 'legal adjective (RAE, "interés moratorio"); missing from the dictionary' },
  { text: 'moratorios', reason: 'plural of "moratorio"' },
  { text: 'app', reason: 'loanword in common Spanish use for a phone application' },
  { text: 'IVA', reason: 'abbreviation: impuesto al valor agregado (VAT)' },
];

/**
 * Whole lines the spec quotes, shown exactly as given whatever the language (the kit's default
 * labels of SPEC 9 are the Spanish catalogue's), matched whole. Every Chinese line must be one.
 */
export const verbatimLines: readonly Allowed[] = [
  { text: '请正确输入手机号！', reason: 'SPEC 5 quotes it (invalid phone)' },
  { text: '请正确输入图形验证码！', reason: 'SPEC 5 quotes it (invalid image captcha)' },
  { text: '请正确输入短信验证码！', reason: 'SPEC 5 quotes it (invalid SMS code)' },
  { text: '请勿重复发送验证码!', reason: 'SPEC 5 quotes it (SMS resend blocked)' },
  { text: '验证码已发送，请在手机上查看！', reason: 'SPEC 8 quotes it (SMS sent)' },
  { text: '您已注册,请直接下载APP登录！', reason: 'SPEC 8 quotes it (already registered)' },
  { text: '注册成功', reason: 'SPEC 8 quotes it (registered)' },
  { text: '请先选择银行卡', reason: 'SPEC 5: the Chinese message asking to choose the bank card first' },
  { text: '请输入正确的验证码', reason: 'SPEC 5: the message asking for a correct SMS code' },
  { text: '查询失败', reason: 'SPEC 8: the Chinese fallback meaning query failed' },
  { text: '处理失败', reason: 'SPEC 8: the Chinese fallback meaning handling failed' },
  { text: '请勿重复提交还款请求', reason: 'SPEC 8: code 800005, do not submit the payment request twice' },
  { text: '验证码错误', reason: 'SPEC 8: code 800006, wrong verification code' },
  { text: '确定', reason: "SPEC 9 quotes it (the kit's default OK label)" },
  { text: '取消', reason: "SPEC 9 quotes it (the kit's default Cancel label)" },
  { text: '请选择', reason: "SPEC 9 quotes it (the kit's default Please select label)" },
  { text: '上一页', reason: "SPEC 9 quotes it (a kit's default label)" },
  { text: '下一页', reason: "SPEC 9 quotes it (a kit's default label)" },
  { text: '退格', reason: "SPEC 9 quotes it (a kit's default label)" },
  { text: '收起键盘', reason: "SPEC 9 quotes it (a kit's default label)" },
  { text: 'Seleccione una calificación', reason: 'SPEC 8 quotes it (rating with no star)' },
  { text: 'Fracaso', reason: 'SPEC 2 quotes it (joint login failure title)' },
  { text: 'Le ofrece servicios profesionales y pago de préstamos.', reason: 'SPEC 2 quotes it (joint login failure text)' },
  { text: 'Loan terms and conditions', reason: 'SPEC 2 quotes it (loan terms title)' },
  { text: 'Please Enter a number!', reason: 'SPEC 5 quotes it (calculator amount not digits)' },
  { text: 'Please provide your opinions and suggestions.', reason: 'SPEC 5 quotes it (empty complaint)' },
  { text: 'Please provide complete information!', reason: 'SPEC 5 quotes it (contact form incomplete)' },
  { text: 'Successful!', reason: 'SPEC 5 quotes it (contact form sent)' },
  { text: 'uploading...', reason: 'SPEC 8 quotes it (uploading toast)' },
  { text: 'Charging successful!', reason: 'SPEC 8 quotes it, "text as given" (upload success)' },
];
