import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { createServer as createViteServer } from 'vite';
import { WebSocket } from 'ws';
import config from '../../../vite.config';
import { INSPECT_SOCKET_PATH } from '../../../src/app/inspector';
import { RELAY_HEADER, inspectRelay, relayRefusal, serverRefusal, startInspectorServer } from '../../../scripts/inspector-server.mjs';

// Issue 54: the inspector is for this computer unless asked. The dev server's relay takes a socket
// only from its own pages and says why when it refuses; the inspector server listens on loopback
// (`--network` for every interface) and takes a socket only from the relay, its own page or a program.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The status of a WebSocket handshake to `url` with `headers`: 101 when it opens. */
function handshake(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

describe("the dev server's relay", () => {
  it('takes a socket from a page of its own origin: on this computer, through adb reverse, over the network with HTTPS', () => {
    expect(relayRefusal({ origin: 'http://127.0.0.1:5173', host: '127.0.0.1:5173' }, false)).toBeNull();
    expect(relayRefusal({ origin: 'http://localhost:5173', host: 'localhost:5173' }, false)).toBeNull();
    expect(relayRefusal({ origin: 'https://192.168.1.20:5173', host: '192.168.1.20:5173' }, true)).toBeNull();
  });

  it.each([
    ['another site open in the browser', { origin: 'https://evil.example', host: '127.0.0.1:5173' }, false, 'is not the dev server'],
    ['another port of this computer', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:5173' }, false, 'is not the dev server'],
    ['the same host over another scheme', { origin: 'http://192.168.1.20:5173', host: '192.168.1.20:5173' }, true, 'is not the dev server'],
    ['a name rebound to this computer', { origin: 'http://evil.example:5173', host: 'evil.example:5173' }, false, 'not by its address'],
    ['no Origin', { host: '127.0.0.1:5173' }, false, 'names no Origin'],
  ])('refuses %s', (_who, headers, secure, reason) => {
    expect(relayRefusal(headers, secure)).toContain(reason);
  });

  it('answers a refused socket 403 with the reason, says so on the console and passes nothing on', () => {
    const warn = vi.fn<(message: string) => void>();
    const relay = inspectRelay({ port: 8080, secure: false, warn });
    const end = vi.fn();
    const req = { url: INSPECT_SOCKET_PATH, headers: { origin: 'https://evil.example', host: '127.0.0.1:5173' }, socket: { end } };
    const bypass = relay.bypass as unknown as (r: typeof req) => string | undefined;
    expect(bypass(req)).toBe(INSPECT_SOCKET_PATH);
    expect(String(end.mock.calls[0]?.[0])).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n[\s\S]*Origin https:\/\/evil\.example is not the dev server's own/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Inspector relay refused a socket on /__xstate-inspect'));
    const own = { ...req, headers: { origin: 'http://127.0.0.1:5173', host: '127.0.0.1:5173' }, socket: { end: vi.fn() } };
    expect(bypass(own)).toBeUndefined();
    expect(own.socket.end).not.toHaveBeenCalled();
  });

  it('in a running Vite dev server: another page gets 403 and the console line, its own page reaches the inspector server', async () => {
    const inspectPort = await freePort();
    const warn = vi.fn<(message: string) => void>();
    const inspector = await startInspectorServer({ port: inspectPort, warn });
    const dev = await createViteServer({
      configFile: false,
      logLevel: 'silent',
      server: {
        host: '127.0.0.1',
        // A port probed free can be taken by the other Vitest worker before Vite listens (a fresh
        // clone's quick tier failed so once): Vite moves on to the next, and the test asks which.
        port: await freePort(),
        strictPort: false,
        hmr: false,
        proxy: { [INSPECT_SOCKET_PATH]: inspectRelay({ port: inspectPort, secure: false, warn }) },
      },
    });
    await dev.listen();
    const devPort = (dev.httpServer?.address() as AddressInfo).port;
    try {
      const url = `ws://127.0.0.1:${devPort}${INSPECT_SOCKET_PATH}`;
      expect(await handshake(url, { Origin: 'https://evil.example' })).toBe(403);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('its Origin https://evil.example is not the dev server'));
      expect(await handshake(url, { Origin: `http://127.0.0.1:${devPort}` })).toBe(101);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      await dev.close();
      await inspector.stop();
    }
  }, 60_000);

  it("is the dev server's proxy of the inspector path, marked for the inspector server", () => {
    const route = config.server?.proxy?.[INSPECT_SOCKET_PATH];
    expect(typeof route === 'object' && typeof route.bypass).toBe('function');
    expect(typeof route === 'object' && route.headers).toEqual({ [RELAY_HEADER]: '1' });
  });
});

describe('the inspector server', () => {
  it('takes the relay, its own page and a program; refuses any other page', () => {
    expect(serverRefusal({ [RELAY_HEADER]: '1', origin: 'http://127.0.0.1:5173', host: '127.0.0.1:8080' }, 8080)).toBeNull();
    expect(serverRefusal({ origin: 'http://localhost:8080', host: 'localhost:8080' }, 8080)).toBeNull();
    expect(serverRefusal({ host: '127.0.0.1:8080' }, 8080)).toBeNull();
    expect(serverRefusal({ origin: 'https://evil.example', host: '127.0.0.1:8080' }, 8080)).toContain('https://evil.example');
    expect(serverRefusal({ origin: 'http://evil.example:8080', host: 'evil.example:8080' }, 8080)).not.toBeNull();
  });

  it('listens on loopback, and answers another page 403 and says so', async () => {
    const port = await freePort();
    const warn = vi.fn<(message: string) => void>();
    const server = await startInspectorServer({ port, warn });
    try {
      expect(server.address).toMatchObject({ address: '127.0.0.1', port });
      const url = `ws://127.0.0.1:${port}`;
      expect(await handshake(url, { Origin: 'https://evil.example' })).toBe(403);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example'));
      expect(await handshake(url, { Origin: `http://127.0.0.1:${port}` })).toBe(101);
      expect(await handshake(url, { Origin: 'http://127.0.0.1:5173', [RELAY_HEADER]: '1' })).toBe(101);
      expect(await handshake(url, {})).toBe(101);
    } finally {
      await server.stop();
    }
  });

  const outside = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

  it('`npm run inspect-server` listens on this computer only; `--network` on every interface, and says what that exposes', async () => {
    const run = async (args: string[]) => {
      const port = await freePort();
      const child = spawn(process.execPath, ['scripts/inspect-server.mjs', ...args], {
        env: { ...process.env, INSPECT_PORT: String(port), INSPECT_OPEN: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      await new Promise<void>((resolve) =>
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('Ctrl-C stops it.')) resolve();
        }),
      );
      const reach = (host: string) =>
        new Promise<boolean>((resolve) => {
          const ws = new WebSocket(`ws://${host}:${port}`);
          ws.once('open', () => (ws.close(), resolve(true)));
          ws.once('error', () => resolve(false));
        });
      const reached = { loopback: await reach('127.0.0.1'), outside: outside ? await reach(outside) : null };
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return { out, reached };
    };
    const local = await run([]);
    expect(local.out).toContain('this computer only');
    expect(local.reached).toEqual({ loopback: true, outside: outside ? false : null });
    const network = await run(['--network']);
    expect(network.out).toContain("anyone on this network can read the machines' contexts");
    expect(network.reached).toEqual({ loopback: true, outside: outside ? true : null });
  }, 120_000);
});
