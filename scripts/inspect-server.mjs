// `npm run inspect-server`: Stately's inspector server (@statelyai/inspect/server), for pages opened
// with `?inspect=ws` under `npm start`, on this computer or a phone (README, "Inspecting a phone").
// The page sends its machines to the dev server's /__xstate-inspect, which relays them here
// (vite.config.ts); this server hands them to the inspector page it serves, where Stately's
// inspector draws them. INSPECT_PORT (8080 by default) must be the same for `npm start`.
import { createInspectorServer } from '@statelyai/inspect/server';

const port = Number(process.env.INSPECT_PORT ?? 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`INSPECT_PORT must be a port number, not ${process.env.INSPECT_PORT}`);
  process.exit(1);
}
// Opens the inspector page in this computer's browser unless told not to (INSPECT_OPEN=0, or CI).
const autoOpen = process.env.INSPECT_OPEN !== '0' && !process.env.CI;
createInspectorServer({ port, autoOpen });
console.log(`Inspector server on port ${port}.
  1. Open http://localhost:${port} in this computer's browser (Stately's inspector loads inside it)${autoOpen ? '; it opens by itself' : ''}.
  2. Open a page of \`npm start\` with ?inspect=ws, e.g. http://127.0.0.1:5173/User?inspect=ws (on a phone: README, "Inspecting a phone").
Ctrl-C stops it.`);
