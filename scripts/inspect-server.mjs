// `npm run inspect-server`: Stately's inspector server, for pages opened with `?inspect=ws` under
// `npm start`, on this computer or a phone (README, "Inspecting a phone"). The page sends its
// machines to the dev server's /__xstate-inspect, which relays them here (vite.config.ts); this
// server hands them to the inspector page it serves, where Stately's inspector draws them.
// INSPECT_PORT (8080 by default) must be the same for `npm start`. It listens on loopback only:
// the relay reaches it there. `--network` listens on every interface, for an inspector page opened
// on another computer: anyone on the network may then read every machine's context
// (docs/decisions/0135).
import { exec } from 'node:child_process';
import { platform } from 'node:os';
import { startInspectorServer } from './inspector-server.mjs';

const port = Number(process.env.INSPECT_PORT ?? 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`INSPECT_PORT must be a port number, not ${process.env.INSPECT_PORT}`);
  process.exit(1);
}
const unknown = process.argv.slice(2).filter((a) => a !== '--network');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}: the only one is --network (listen on every interface, not only on this computer).`);
  process.exit(1);
}
const network = process.argv.includes('--network');
// Opens the inspector page in this computer's browser unless told not to (INSPECT_OPEN=0, or CI).
const autoOpen = process.env.INSPECT_OPEN !== '0' && !process.env.CI;
const page = `http://127.0.0.1:${port}`;
await startInspectorServer({ port, host: network ? '0.0.0.0' : '127.0.0.1' });
if (autoOpen) exec(`${platform() === 'darwin' ? 'open' : platform() === 'win32' ? 'start' : 'xdg-open'} ${page}`);
console.log(`Inspector server on ${network ? `every interface, port ${port}: anyone on this network can read the machines' contexts` : `${page}, this computer only`}.
  1. Open ${page} in this computer's browser (Stately's inspector loads inside it)${autoOpen ? '; it opens by itself' : ''}.
  2. Open a page of \`npm start\` with ?inspect=ws, e.g. http://127.0.0.1:5173/User?inspect=ws (on a phone: README, "Inspecting a phone").
Ctrl-C stops it.`);
