// E2E host: Debian's nginx with the build's own configuration (dist/nginx/site.conf) over a
// production build, the API proxied to the demo handlers served over HTTP. A call carrying the echo
// marker is answered by the upstream with what reached it (scripts/echo-upstream.mjs).
// Usage: node scripts/serve-nginx.mjs <port>   (the demo API answers on <port>+1)
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildProduction, loadDemoHandlers, startBenchServer } from './bench-server.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { ACCESS_LOG } from './host-config.mjs';

const port = Number(process.argv[2] ?? 4321);
const apiPort = port + 1;
const nginx = ensureNginx();
const distDir = buildProduction(path.resolve(`dist-e2e-nginx-${port}`));

// The upstream: the demo handlers over HTTP, and the echo (its own page serving is not used through nginx).
const handlers = await loadDemoHandlers(path.resolve(`dist-e2e-nginx-${port}-handlers`));
await startBenchServer({ distDir, port: apiPort, handlers, echo: true });

// Its files and logs (access.log: the site's own; host-access.log: the host's default), read by tests/e2e/host/.
const work = path.join(os.tmpdir(), `nginx-e2e-${port}`);
rmSync(work, { recursive: true, force: true });
mkdirSync(work);
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, dir));
chmodSync(work, 0o755);
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// site.conf as built, but for where its access log goes: this run's folder, not /var/log/nginx.
const site = readFileSync(path.join(distDir, 'nginx', 'site.conf'), 'utf8');
const logLine = `access_log ${ACCESS_LOG} `;
if (site.split(logLine).length !== 2) throw new Error(`site.conf has no single "${logLine}"`);
writeFileSync(path.join(work, 'site.conf'), site.replace(logLine, `access_log ${work}/access.log `));
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
    # Debian's own: every request in the combined format, \`$request\` with its query, for any
    # server that does not say otherwise.
    access_log ${work}/host-access.log;
    include ${distDir}/nginx/log-format.conf;
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
        include ${work}/site.conf;
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
