// The inline script of every built page without a first data request (docs/decisions/0048-inline-boot.md),
// built on its own and written into the page by scripts/prerender.mjs: no request before the first
// paint. Loan pages whose first view waits for data get src/boot-data.ts instead.
import { startAfterPaint } from './app/boot-start';

const root = document.getElementById('root');
if (root) void startAfterPaint(root);
