// The `messy` scenario: every answer's data as a loose real backend writes it, so `npm start`
// shows the reading policy at work (docs/decisions/0067-tolerant-reading.md). Leaves (texts,
// numbers, flags) take, in turn: "N/D", null, "", the other type (300000 <-> "300000"), or stay;
// every amount is "N/D". Lists and objects keep their shape, an empty list is sent as "".
// What a page cannot do without, and the ids a page sends back, are left alone.

const KEEP = new Set([
  'code',
  'success',
  'message',
  'status',
  'id',
  'sid',
  'vCode',
  'repayToken',
  'payCode',
  'orderNo',
  'orderId',
  'productId',
  'problemId',
  'lendDetailsUrl',
  'url',
  'periods',
  'termUnit',
  'orderStatus',
  'isNeedPop',
  'isNeedScore',
  'isShow',
  'isDelay',
  'needValid',
  'alipay',
]);
const AMOUNT = /amount|Amount|couNum|commission|Interest|IVA/;

type Json = unknown;

function swap(value: Json): Json {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/** The odd value for the n-th leaf. */
function oddLeaf(key: string, value: Json, n: number): Json {
  if (AMOUNT.test(key)) return 'N/D';
  switch (n % 5) {
    case 0:
      return 'N/D';
    case 1:
      return null;
    case 2:
      return '';
    case 3:
      return swap(value);
    default:
      return value;
  }
}

export function messUp(data: Json): Json {
  let n = 0;
  const walk = (node: Json, key: string): Json => {
    if (Array.isArray(node)) return node.length === 0 ? '' : node.map((item) => walk(item, key));
    if (node !== null && typeof node === 'object') {
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(node)) out[k] = KEEP.has(k) ? v : walk(v, k);
      return out;
    }
    return oddLeaf(key, node, n++);
  };
  return walk(data, '');
}
