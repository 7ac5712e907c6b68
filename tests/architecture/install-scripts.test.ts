import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
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

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, unknown>; engines?: Record<string, string> };
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry & { engines?: unknown }> };
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };
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

// The gate above is npm 11's: npm 10 (what Node 20.19 and 22 ship) ignores "allowScripts" and
// `strict-allow-scripts` and runs every install script. So the project asks for npm 11, and
// `engine-strict` makes an older npm refuse to install at all (docs/decisions/0120).
describe('the npm that honours the gate', () => {
  it('package.json asks for npm 11 or newer, and .npmrc makes that a refusal, not a warning', () => {
    expect(pkg.engines?.npm).toBe('>=11.0.0');
    expect(npmrc()['engine-strict']).toBe('true');
    for (const older of ['10.9.4', '10.8.2', '9.9.4']) expect(semver.satisfies(older, pkg.engines?.npm ?? '*')).toBe(false);
    expect(semver.satisfies('11.0.0', pkg.engines?.npm ?? '')).toBe(true);
    // The lockfile's root says the same, so npm ci reads one answer.
    expect(lock.packages['']?.engines).toEqual(pkg.engines);
  });

  it('with engine-strict, every supported Node installs every locked package: the first supported minor of each major satisfies them all', () => {
    const range = pkg.engines?.node ?? '';
    const lowest: string[] = [];
    for (let major = 18; major <= 30; major++) {
      const first = Array.from({ length: 40 }, (_, minor) => `${major}.${minor}.0`).find((version) => semver.satisfies(version, range));
      if (first !== undefined) lowest.push(first);
    }
    expect(lowest).toContain('20.19.0');
    const refused = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const engines = entry.engines;
      const node = typeof engines === 'object' && engines !== null && 'node' in engines && typeof engines.node === 'string' ? engines.node : null;
      return node === null
        ? []
        : lowest.filter((version) => !semver.satisfies(version, node)).map((version) => `${where} wants node ${node}, not ${version}`);
    });
    expect(refused).toEqual([]);
  });

  it("npm refuses to install when the project's engines are not met, with the project's .npmrc", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-strict-'));
    try {
      // The project's .npmrc, and an engines.npm the running npm is below: what npm 10 meets in the project.
      fs.copyFileSync('.npmrc', path.join(dir, '.npmrc'));
      const manifest = { name: 'engine-check', version: '1.0.0', engines: { npm: '>=999.0.0' } };
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
      const lockfile = { name: 'engine-check', version: '1.0.0', lockfileVersion: 3, requires: true, packages: { '': manifest } };
      fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lockfile));
      // Its errors written whatever the run was started with: `npm run -s` hands its children a silent log level.
      const run = spawnSync('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel', 'error'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 120_000,
      });
      // Ended by npm itself, not by the bound (a kill leaves no status and nothing written).
      expect({ signal: run.signal, error: run.error?.message }).toEqual({ signal: null, error: undefined });
      expect(run.status).not.toBe(0);
      expect(`${run.stderr}${run.stdout}`).toMatch(/EBADENGINE|notsup/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 130_000);
});
