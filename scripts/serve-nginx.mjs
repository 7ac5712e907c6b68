// E2E host: Debian's nginx with the build's own configuration (dist/nginx/site.conf) over a
// production build, the API proxied to the demo handlers served over HTTP. A call carrying the echo
// marker is answered by the upstream with what reached it (scripts/echo-upstream.mjs).
// Usage: node scripts/serve-nginx.mjs <port>   (the demo API answers on <port>+1)
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildProduction, loadDemoHandlers, startBenchServer } from './bench-server.mjs';
import { ensureNginx } from './ensure-nginx.mjs';

const port = Number(process.argv[2] ?? 4321);
const apiPort = port + 1;
const nginx = ensureNginx();
const distDir = buildProduction(path.resolve(`dist-e2e-nginx-${port}`));

// The upstream: the demo handlers over HTTP, and the echo (its own page serving is not used through nginx).
const handlers = await loadDemoHandlers(path.resolve(`dist-e2e-nginx-${port}-handlers`));
await startBenchServer({ distDir, port: apiPort, handlers, echo: true });

const work = mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'));
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, dir));
chmodSync(work, 0o755);
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const conf = path.join(work, 'nginx.conf');
writeFileSync(
  conf,
  `# The server block a deployment writes (README, "Deploying"), with test paths and ports.
${asRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    # Debian's nginx.conf includes sites-enabled/* here: the README's file from this line on, but
    # for its http-level \`underscores_in_headers on;\`, left out so that the test shows the one
    # site.conf sets in the server block is enough for a browser's request.
    upstream loan_journey_api { server 127.0.0.1:${apiPort}; }
    server {
        listen 127.0.0.1:${port};
        server_name 127.0.0.1;
        root ${distDir};
        include ${distDir}/nginx/site.conf;
    }
    # As on Debian, another site (sites-enabled/default) is the default server of the address.
    server {
        listen 127.0.0.1:${port} default_server;
        server_name _;
        return 421;
    }
}
`,
);
const server = spawn(nginx, ['-p', work, '-c', conf], { stdio: 'inherit' });
const stop = () => server.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
console.log(`nginx serving ${distDir} on http://127.0.0.1:${port}/ (API upstream 127.0.0.1:${apiPort})`);
