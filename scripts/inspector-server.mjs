// The inspector's two hops kept to this computer (docs/decisions/0135): the dev server's relay
// (`/__xstate-inspect`, vite.config.ts) takes a socket only from a page of the dev server's own
// origin, and the inspector server (`npm run inspect-server`) listens on loopback and takes a
// socket only from that relay, from its own inspector page, or from a program (no Origin). What it
// holds is every machine's context (session values, a repayToken, payment codes), replayed to
// every later client.
import http from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

/** The header the dev server's relay adds to the sockets it passes on: a web page cannot set it on a WebSocket. */
export const RELAY_HEADER = 'x-inspect-relay';

/** A host a DNS name cannot be rebound to: an IP literal or localhost. */
const LITERAL_HOST = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])(:\d+)?$/i;

/**
 * Why the dev server refuses a socket on its relay; null when the page that opens it is one of the
 * dev server's own (its Origin is the scheme and the Host it was reached at, an IP or localhost).
 */
export function relayRefusal(headers, secure) {
  const origin = headers.origin;
  const host = headers.host ?? '';
  if (!origin) return 'it names no Origin';
  if (!LITERAL_HOST.test(host)) return `it reached the dev server as ${host || 'no host'}, not by its address`;
  const own = `${secure ? 'https' : 'http'}://${host}`;
  if (origin.toLowerCase() !== own.toLowerCase()) return `its Origin ${origin} is not the dev server's own (${own})`;
  return null;
}

/**
 * The `server.proxy` entry of the relay: to the inspector server on this computer, for the dev
 * server's own pages only; any other socket is answered 403 and the dev server's console says why.
 */
export function inspectRelay({ port, secure, warn = (message) => console.warn(message) }) {
  return {
    target: `ws://127.0.0.1:${port}`,
    ws: true,
    headers: { [RELAY_HEADER]: '1' },
    bypass(req) {
      const refusal = relayRefusal(req.headers, secure);
      if (refusal === null) return undefined;
      const message = `Inspector relay refused a socket on ${req.url}: ${refusal}. Only pages of this dev server send their machines to the inspector (README, "Inspecting a phone").`;
      warn(message);
      req.socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${message}\n`);
      // Handled: the relay does not pass it on.
      return req.url;
    },
  };
}

/** Why the inspector server refuses a socket; null for the relay, its own page, or a program. */
export function serverRefusal(headers, port) {
  if (headers[RELAY_HEADER] === '1') return null;
  const origin = headers.origin;
  if (!origin) return null;
  const host = headers.host ?? '';
  if (LITERAL_HOST.test(host) && host.endsWith(`:${port}`) && origin.toLowerCase() === `http://${host}`.toLowerCase()) return null;
  return `its Origin ${origin} is neither the dev server's relay nor this server's own page`;
}

/** The inspector page: Stately's inspector in a frame, fed from this server's socket (as @statelyai/inspect/server's page). */
function bridgePage(inspectorUrl) {
  return `<!DOCTYPE html>
<html>
<head>
  <title>Stately Inspector</title>
  <style>* { margin: 0; padding: 0; } html, body { height: 100%; } iframe { width: 100%; height: 100%; border: none; }</style>
</head>
<body>
  <iframe id="inspector" src="${inspectorUrl}"></iframe>
  <script>
    const iframe = document.getElementById('inspector');
    const buffer = [];
    let connected = false;
    window.addEventListener('message', (e) => {
      if (e.data && e.data.type === '@statelyai.connected') {
        connected = true;
        buffer.forEach((event) => iframe.contentWindow.postMessage(event, '*'));
        buffer.length = 0;
      }
    });
    const ws = new WebSocket('ws://' + location.host);
    ws.onmessage = (event) => {
      const data = JSON.parse(event.data);
      if (connected) iframe.contentWindow.postMessage(data, '*');
      else buffer.push(data);
    };
  </script>
</body>
</html>`;
}

/**
 * Stately's inspector server, as @statelyai/inspect/server's `createInspectorServer` (the page, a
 * socket that hands each message to every other client and replays the last 200 to a new one), on
 * `host` (loopback unless asked) and refusing sockets by `serverRefusal`. Resolves once listening.
 */
export function startInspectorServer({ port, host = '127.0.0.1', inspectorUrl = 'https://stately.ai/inspect', warn = (m) => console.warn(m) }) {
  const httpServer = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(bridgePage(inspectorUrl));
  });
  const wss = new WebSocketServer({
    server: httpServer,
    verifyClient: ({ req }, done) => {
      const refusal = serverRefusal(req.headers, port);
      if (refusal === null) return done(true);
      warn(`Inspector server refused a socket: ${refusal}.`);
      done(false, 403, refusal);
    },
  });
  const buffer = [];
  wss.on('connection', (ws) => {
    for (const message of buffer) ws.send(message);
    ws.on('message', (data) => {
      const message = data.toString();
      buffer.push(message);
      if (buffer.length > 200) buffer.shift();
      for (const client of wss.clients) if (client !== ws && client.readyState === WebSocket.OPEN) client.send(message);
    });
  });
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () =>
      resolve({
        address: httpServer.address(),
        /** The sockets open now: pages through the relay, and inspector pages. */
        clients: () => wss.clients.size,
        stop: () =>
          new Promise((done) => {
            for (const client of wss.clients) client.terminate();
            wss.close();
            httpServer.close(() => done());
          }),
      }),
    );
  });
}
