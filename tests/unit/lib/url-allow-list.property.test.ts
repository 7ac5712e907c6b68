import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptable, check, ORIGIN } from './url-allow-list-fixture';
import { perCase } from '../../helpers/budget';

const RUNS = { numRuns: 1000 };
const ALLOWED = ['app.lendo.example', 'cdn.lendo.example', 'pay.partner.example:8443', 'x.img.example'];

// Characters browsers strip or ignore inside URLs, plus look-alike spaces.
const noise = fc.constantFrom('\t', '\n', '\r', ' ', '\u0000', '\u0001', '\u001f', '\u007f', '\u00a0', '\u200b', '\u2028', '\ufeff', '\\');
const foreignDomain = fc.domain().filter((d) => !/(^|\.)lendo\.example$|(^|\.)img\.example$|^pay\.partner\.example$/i.test(d));

function sprinkle(text: string, inserts: [number, string][]): string {
  let out = text;
  for (const [at, ch] of inserts) {
    const i = at % (out.length + 1);
    out = out.slice(0, i) + ch + out.slice(i);
  }
  return out;
}

describe('checkUrl properties', { timeout: perCase(1000) }, () => {
  it('lets through only URLs the policy allows, in a stable normalised form', () => {
    const prefix = fc.constantFrom(
      '',
      '/',
      '//',
      'https://',
      'http://',
      'javascript:',
      'lendocash://',
      'blob:',
      `${ORIGIN}/`,
      'https://cdn.lendo.example/',
    );
    fc.assert(
      fc.property(prefix, fc.string({ unit: 'binary-ascii', maxLength: 30 }), (p, rest) => {
        const r = check(p + rest);
        if (!r.ok) return true;
        const again = check(r.url);
        return acceptable(r.url) && again.ok && again.url === r.url;
      }),
      RUNS,
    );
  });

  it('never lets a script-capable or local scheme through, however it is disguised', () => {
    const scheme = fc.mixedCase(fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'view-source'));
    const inserts = fc.array(fc.tuple(fc.nat(), noise), { maxLength: 3 });
    const lead = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u0008'), { maxLength: 3 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(lead, scheme, fc.string({ maxLength: 20 }), inserts, (l, s, payload, ins) => {
        const r = check(l + sprinkle(`${s}:${payload}`, ins));
        return !r.ok;
      }),
      RUNS,
    );
  });

  it('refuses every foreign host, whatever trick carries it', () => {
    const trick = fc.constantFrom(
      (d: string) => `https://${d}/p`,
      (d: string) => `http://${d}`,
      (d: string) => `//${d}/p`,
      (d: string) => `///${d}`,
      (d: string) => `https:${d}`,
      (d: string) => `https:/${d}`,
      (d: string) => `/\\${d}`,
      (d: string) => `\\\\${d}`,
      (d: string) => `https://app.lendo.example@${d}/`,
      (d: string) => `https://app.lendo.example:443@${d}/`,
      (d: string) => `https://${d}#@app.lendo.example`,
      (d: string) => `https://${d}?@app.lendo.example`,
      (d: string) => `https://${d}\\@app.lendo.example`,
      (d: string) => `https://app.lendo.example.${d}/`,
      (d: string) => `https://cdn.lendo.example.${d}/`,
      (d: string) => `https://x.img.example.${d}/`,
    );
    fc.assert(
      fc.property(fc.mixedCase(foreignDomain), trick, (d, make) => {
        const r = check(make(d));
        return !r.ok && (r.reason === 'host' || r.reason === 'malformed');
      }),
      RUNS,
    );
  });

  it('refuses credentials even on allowed hosts', () => {
    const user = fc.stringMatching(/^[a-z0-9]{1,8}(:[a-z0-9]{0,8})?$/);
    fc.assert(
      fc.property(user, fc.constantFrom(...ALLOWED), (u, host) => {
        const r = check(`https://${u}@${host}/`);
        return !r.ok && r.reason === 'malformed';
      }),
      RUNS,
    );
  });

  it('resolves any relative path, query or fragment against our origin', () => {
    // A path that resolves to one starting with '//' ('/.//x') is refused (docs/decisions/0120).
    const path = fc.webPath().filter((p) => !p.startsWith('//') && !new URL(p, ORIGIN).pathname.startsWith('//'));
    fc.assert(
      fc.property(path, fc.option(fc.webQueryParameters(), { nil: undefined }), fc.option(fc.webFragments(), { nil: undefined }), (p, q, h) => {
        const raw = `${p}${q === undefined ? '' : `?${q}`}${h === undefined ? '' : `#${h}`}` || '/';
        const r = check(raw);
        return r.ok && r.url.startsWith(`${ORIGIN}/`) && acceptable(r.url);
      }),
      RUNS,
    );
  });

  it('allows our origin, the allowed hosts and deep links in any letter case', () => {
    const target = fc.oneof(
      fc.tuple(
        fc.constantFrom('https://app.lendo.example', 'https://cdn.lendo.example', 'https://pay.partner.example:8443', 'https://deep.x.img.example'),
        fc.webPath().filter((p) => !new URL(`${ORIGIN}${p}`).pathname.startsWith('//')),
      ),
      fc.tuple(
        fc.constant('lendocash://'),
        // A deep link's path names a screen: no segment is a URL, path or host (docs/decisions/0120).
        fc
          .tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), fc.array(fc.stringMatching(/^[a-z0-9_~-]{1,8}$/), { maxLength: 4 }))
          .map(([host, segments]) => host + segments.map((s) => `/${s}`).join('')),
      ),
    );
    fc.assert(
      fc.property(target, ([base, rest]) => {
        const mixed = base.replace(/[a-z]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c));
        const r = check(mixed + rest);
        return r.ok && acceptable(r.url) && r.url.toLowerCase().startsWith(base.toLowerCase());
      }),
      RUNS,
    );
  });
});

it('keeps a refused result free of any URL', () => {
  const r = check('javascript:alert(1)');
  expect(r).toEqual({ ok: false, reason: 'scheme' });
  expect('url' in r).toBe(false);
});
