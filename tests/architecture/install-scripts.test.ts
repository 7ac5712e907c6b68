// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// Install scripts (docs/decisions/0097): npm 11 runs a dependency's install script only when
// package.json "allowScripts" approves it, and with `strict-allow-scripts` in .npmrc any other
// package with one fails the install instead of running with a notice. An approval is pinned to the
// version in package-lock.json ("esbuild@0.28.2": true), so an update's new script is reviewed
// again; a known script we do not want is denied by name ("pkg": false).
interface LockEntry {
  version?: string;
  resolved?: string;
  hasInstallScript?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, unknown> };
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const approvals = Object.entries(pkg.allowScripts ?? {});

/** `name` and version of a lockfile path ('node_modules/a/node_modules/@s/b' is '@s/b'). */
function withScripts(): { name: string; version: string; resolved: string | undefined }[] {
  return Object.entries(lock.packages)
    .filter(([where, entry]) => where !== '' && entry.hasInstallScript === true)
    .map(([where, entry]) => ({
      name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '',
      resolved: entry.resolved,
    }));
}

function npmrc(): Record<string, string> {
  if (!fs.existsSync('.npmrc')) return {};
  const lines = fs
    .readFileSync('.npmrc', 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#') && !l.startsWith(';'));
  return Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')).trim(), l.slice(l.indexOf('=') + 1).trim()]));
}

describe('install scripts', () => {
  it('.npmrc makes an unreviewed install script fail the install, and keeps the lockfile URLs pins need', () => {
    expect(npmrc()['strict-allow-scripts']).toBe('true');
    expect(npmrc()['omit-lockfile-registry-resolved']).toBe('false');
  });

  it('approves only pinned versions (name@x.y.z: true) and denies by name (name: false)', () => {
    expect(approvals.length).toBeGreaterThan(0);
    const bad = approvals.filter(
      ([key, value]) =>
        !(value === true ? /^(@[^@/]+\/)?[^@/]+@\d+\.\d+\.\d+(-[\w.]+)?$/.test(key) : value === false && /^(@[^@/]+\/)?[^@/]+$/.test(key)),
    );
    expect(bad).toEqual([]);
  });

  it('covers every package with an install script in package-lock.json: its version approved, or denied', () => {
    const uncovered = withScripts()
      .filter(({ name, version }) => pkg.allowScripts?.[`${name}@${version}`] !== true && pkg.allowScripts?.[name] !== false)
      .map(({ name, version }) => `${name}@${version}`);
    expect(uncovered).toEqual([]);
  });

  it('has a registry URL in the lockfile for each approved package (npm matches a pin against it)', () => {
    const approved = withScripts().filter(({ name, version }) => pkg.allowScripts?.[`${name}@${version}`] === true);
    expect(approved.length).toBe(approvals.filter(([, value]) => value === true).length);
    for (const { name, version, resolved } of approved) {
      const file = name.slice(name.lastIndexOf('/') + 1);
      expect(resolved).toBe(`https://registry.npmjs.org/${name}/-/${file}-${version}.tgz`);
    }
  });

  it('approves nothing that is not installed at that version', () => {
    const installed = new Set(withScripts().map(({ name, version }) => `${name}@${version}`));
    const stale = approvals.filter(([key, value]) => value === true && !installed.has(key)).map(([key]) => key);
    expect(stale).toEqual([]);
  });
});
