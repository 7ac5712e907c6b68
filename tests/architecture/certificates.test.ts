import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 54: certificates and their keys stay out of the working tree: git ignores them wherever they
// are written, none is tracked, and the README's recipe writes them outside the tree.
const readme = readFileSync('README.md', 'utf8');
const ignored = (file: string) => {
  try {
    execFileSync('git', ['check-ignore', '--no-index', '-q', file]);
    return true;
  } catch {
    return false;
  }
};

describe('certificates', () => {
  it.each(['192.168.1.20.pem', '192.168.1.20-key.pem', 'certs/dev.pem', 'dev.key', 'server.crt', 'phone.p12'])('git ignores %s', (file) => {
    expect(ignored(file)).toBe(true);
  });

  it('none is tracked', () => {
    const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
    expect(tracked.filter((f) => /\.(pem|key|crt|p12|pfx)$/.test(f))).toEqual([]);
  });

  it("the README's recipe writes the certificate and its key outside the tree and starts npm start with them from there", () => {
    const mkcert = readme.match(/mkcert -cert-file [^\n]*\n[^\n]*/g) ?? [];
    expect(mkcert).toHaveLength(1);
    expect(mkcert[0]).toMatch(/-cert-file "\$HOME\/[^"]+\.pem"/);
    expect(mkcert[0]).toMatch(/-key-file "\$HOME\/[^"]+-key\.pem"/);
    // Nothing names a certificate or key file by a path in the working tree.
    for (const [, value] of readme.matchAll(/DEV_HTTPS_(?:CERT|KEY)=("[^"]*"|\S+)/g)) expect(value).toMatch(/^"\$HOME\//);
    expect(readme).not.toMatch(/mkcert (?!-install|-cert-file)/);
  });
});
