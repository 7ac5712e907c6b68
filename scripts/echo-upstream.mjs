// The E2E hosts' echo: an API request that carries ECHO_MARKER anywhere in its URL or body is not
// answered by the demo handlers but with what arrived (method, path, query, every header as
// received, the raw body), so tests/e2e/host/ can check that a host passes a request on as the app
// sent it. The answer is an envelope the clients read as success (`code` '00'); the data is the echo.
// Any other request is left to the demo handlers, so the journeys keep working on the same host.

/** Put in a page's query (a value the app sends on in one call), it makes that call echoed. */
export const ECHO_MARKER = 'e2e-echo';

/** Whether the request at `url` (path and query as received) with `body` asks for the echo. */
export function wantsEcho(url, body) {
  return url.includes(ECHO_MARKER) || (body !== undefined && body.includes(ECHO_MARKER));
}

/**
 * The echo of a Node request whose body was read into `body` (a Buffer, or undefined).
 * `headers` keeps every header line in the order and spelling it arrived (rawHeaders).
 */
export function echoOf(req, body) {
  const url = new URL(req.url ?? '/', 'http://upstream.invalid');
  const headers = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i], req.rawHeaders[i + 1]]);
  return {
    method: req.method,
    path: url.pathname,
    query: url.search.replace(/^\?/, ''),
    headers,
    body: body === undefined ? '' : body.toString('utf8'),
  };
}

/** Reads the whole body; undefined when there is none. */
export async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** Answers `res` with the echo of `req` in the app's envelope. */
export function answerWithEcho(req, body, res, extraHeaders = {}) {
  const envelope = { code: '00', message: 'echo', data: echoOf(req, body) };
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', ...extraHeaders }).end(JSON.stringify(envelope));
}
