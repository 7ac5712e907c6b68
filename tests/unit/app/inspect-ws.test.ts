import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createWebSocketInspector, createWebSocketReceiver, type StatelyInspectionEvent } from '@statelyai/inspect';
import { createInspectorServer } from '@statelyai/inspect/server';
import config from '../../../vite.config';
import { INSPECT_SOCKET_PATH, inspectSocketUrl, inspectionRequested } from '../../../src/app/inspector';

// `?inspect=ws` (docs/decisions/0127-statecharts-and-phone-inspection.md): the page sends its machines over a WebSocket on its own
// origin; the dev server relays that path to `npm run inspect-server`, which hands the events to
// the inspector page open on the desktop.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('?inspect=ws', () => {
  it('is asked for by the query, and goes to the socket of the page’s own origin', () => {
    expect(inspectionRequested('?inspect=ws')).toBe('ws');
    expect(inspectSocketUrl({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/__xstate-inspect');
    // Reached from a phone through `--host` and https: a secure socket, no mixed content.
    expect(inspectSocketUrl({ protocol: 'https:', host: '192.168.1.20:5173' })).toBe('wss://192.168.1.20:5173/__xstate-inspect');
  });

  it('the dev server relays that path to the inspector server, and the preview of the build does not', () => {
    const proxy = config.server?.proxy ?? {};
    const route = proxy[INSPECT_SOCKET_PATH];
    expect(typeof route === 'object' && route.ws).toBe(true);
    expect(typeof route === 'object' && route.target).toBe(`ws://127.0.0.1:${process.env.INSPECT_PORT ?? 8080}`);
    expect(config.preview?.proxy).toEqual({});
  });

  it('npm run inspect-server starts the server the relay reaches', () => {
    const pkg: unknown = JSON.parse(readFileSync('package.json', 'utf8'));
    const scripts = typeof pkg === 'object' && pkg !== null && 'scripts' in pkg ? pkg.scripts : {};
    expect(scripts).toMatchObject({ 'inspect-server': 'node scripts/inspect-server.mjs' });
    expect(readFileSync('scripts/inspect-server.mjs', 'utf8')).toContain("startInspectorServer({ port, host: network ? '0.0.0.0' : '127.0.0.1' })");
  });

  it('a machine inspected over a WebSocket reaches the inspector server’s other clients', async () => {
    const port = await freePort();
    const server = createInspectorServer({ port, autoOpen: false });
    const url = `ws://127.0.0.1:${port}`;
    const seen: StatelyInspectionEvent[] = [];
    const arrived = new Promise<void>((resolve) => {
      createWebSocketReceiver({ server: url }).subscribe((event) => {
        seen.push(event);
        if (event.type === '@xstate.snapshot' && JSON.stringify(event.snapshot).includes('"on"')) resolve();
      });
    });
    const inspector = createWebSocketInspector({ url });
    const toggle = setup({ types: { events: {} as { type: 'flip' } } }).createMachine({
      id: 'toggle',
      initial: 'off',
      states: { off: { on: { flip: 'on' } }, on: {} },
    });
    const actor = createActor(toggle, { inspect: inspector.inspect }).start();
    actor.send({ type: 'flip' });
    await arrived;
    expect(seen.some((e) => e.type === '@xstate.event' && e.event.type === 'flip')).toBe(true);
    actor.stop();
    inspector.stop();
    server.stop();
  });
});
