// Finds Debian's nginx for the production-host test ($NGINX_PATH, /usr/sbin/nginx); as root it
// installs Debian's `nginx` package when missing (scripts/system-packages.mjs).
import { ensurePackages, findBinary } from './system-packages.mjs';

export const findNginx = () => findBinary('nginx');

export function ensureNginx() {
  return ensurePackages(['nginx'])[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`nginx: ${ensureNginx()}`);
}
