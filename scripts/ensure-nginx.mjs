// Finds Debian's nginx for the production-host test ($NGINX_PATH, /usr/sbin/nginx); as root it
// installs Debian's `nginx` package when missing, as ensure-chromium does for Chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function findNginx() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean).find((p) => existsSync(p));
}

export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (!(typeof process.getuid === 'function' && process.getuid() === 0)) {
    console.error("nginx not found. Install Debian's package (sudo apt-get install nginx) or set NGINX_PATH.");
    process.exit(1);
  }
  console.log("nginx not found: installing Debian's nginx package with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'nginx'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install nginx by hand or set NGINX_PATH.`);
      process.exit(1);
    }
  }
  const installed = findNginx();
  if (!installed) {
    console.error('apt-get finished but no nginx binary was found; set NGINX_PATH.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`nginx: ${ensureNginx()}`);
}
