import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Docs that stay true (docs/decisions/README.md says the same for readers):
//
// 1. The decision index, docs/decisions/README.md, has one row per record in docs/decisions/: its
//    number, its title (the record's first heading, without the number) and its status. A record's
//    status is read from the record itself, from the first line after its heading:
//      **Superseded by [N](...)...**            -> superseded by N
//      **Superseded in part by [N](...)...**    -> amended by N
//      **Amended by [N](...)...**               -> amended by N
//      anything else                            -> current
//    A record that opens with "Supersedes [N](...)" must be named in N's status. The rows are
//    written by `DECISION_INDEX=write npx vitest run tests/architecture/docs-paths.test.ts`.
//
// 2. A cited path exists. README.md, docs/*.md and docs/decisions/*.md cite a path when
//    - an inline code span (outside fenced blocks) holds a whitespace-separated word that starts with
//      src/, machines/, tests/, stories/, scripts/, build/, .storybook/, docs/ or public/ and either ends
//      with '/' (a folder) or has a file extension in its last segment (a trailing ":12" line
//      number is dropped), or that is a top-level configuration file (package.json, tsconfig*.json,
//      *.config.ts/js/mjs, index.html, README.md);
//    - or a Markdown link's target (outside code spans) is a relative address (no scheme, not only
//      an anchor): it is resolved from the citing file's folder.
//    A word with a glob or placeholder character (* ? < > { } [ ] $ …) is a pattern, not a path, and
//    is skipped. Plain text is never a citation: a path named for history (where a file was before it
//    moved) is written without backticks. A record the index marks superseded keeps its code spans
//    as history: only its links are checked.

const DECISIONS = 'docs/decisions';
const INDEX = `${DECISIONS}/README.md`;
const RECORD = /^(\d{4})-[\w-]+\.md$/;
const ROOTS = ['src/', 'machines/', 'tests/', 'stories/', 'scripts/', 'build/', '.storybook/', 'docs/', 'public/'];
const TOP_LEVEL = /^(package\.json|tsconfig[\w.-]*\.json|[\w.-]+\.config\.(ts|js|mjs|cjs)|index\.html|README\.md)$/;
const PATTERN = /[*?<>{}[\]$…]/;

interface Status {
  kind: 'current' | 'amended' | 'superseded';
  by: string[];
}

interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  status: Status;
  supersedes: string[];
}

const read = (file: string) => fs.readFileSync(file, 'utf8');
const numbersLinked = (text: string) => [...text.matchAll(/\[(\d{4})\]\(/g)].map((m) => m[1] ?? '');

/** The first paragraph after the record's heading, as one line. */
function opening(text: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('# ')) + 1;
  const rest = lines.slice(start);
  const first = rest.findIndex((l) => l.trim() !== '');
  const end = rest.findIndex((l, i) => i > first && l.trim() === '');
  return rest
    .slice(first, end === -1 ? undefined : end)
    .join(' ')
    .trim();
}

function statusOf(text: string): Status {
  const first = opening(text);
  const marker = /^\*\*(Superseded by|Superseded in part by|Amended by) (.+?)\*\*/.exec(first);
  if (!marker) return { kind: 'current', by: [] };
  return { kind: marker[1] === 'Superseded by' ? 'superseded' : 'amended', by: numbersLinked(marker[2] ?? '') };
}

function records(): DecisionRecord[] {
  return fs
    .readdirSync(DECISIONS)
    .filter((f) => RECORD.test(f))
    .sort()
    .map((file) => {
      const text = read(path.join(DECISIONS, file));
      const number = RECORD.exec(file)?.[1] ?? '';
      const heading = /^# (.+)$/m.exec(text)?.[1] ?? '';
      const first = opening(text);
      return {
        number,
        file,
        title: heading.replace(new RegExp(`^${number}\\s+`), '').trim(),
        status: statusOf(text),
        supersedes: first.startsWith('Supersedes ') ? numbersLinked(first) : [],
      };
    });
}

const fileOf = (all: DecisionRecord[], n: string) => all.find((r) => r.number === n)?.file ?? `${n}.md`;

function statusText(all: DecisionRecord[], s: Status): string {
  if (s.kind === 'current') return 'current';
  const by = s.by.map((n) => `[${n}](${fileOf(all, n)})`).join(', ');
  return `${s.kind} by ${by}`;
}

function row(all: DecisionRecord[], r: DecisionRecord): string {
  return `| [${r.number}](${r.file}) | ${r.title} | ${statusText(all, r.status)} |`;
}

interface IndexRow {
  number: string;
  link: string;
  title: string;
  status: string;
}

/** The index's table rows: `| [NNNN](file) | title | status |`. */
function indexRows(): IndexRow[] {
  return read(INDEX)
    .split('\n')
    .map((line) => /^\| \[(\d{4})\]\(([^)]+)\) \| (.*) \| (.*) \|$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ number: m[1] ?? '', link: m[2] ?? '', title: (m[3] ?? '').trim(), status: (m[4] ?? '').trim() }));
}

/** The index's status cell without its links: "superseded by 0090". */
const plainStatus = (cell: string) => cell.replace(/\[(\d{4})\]\([^)]*\)/g, '$1');

if (process.env.DECISION_INDEX === 'write') {
  const all = records();
  const text = read(INDEX);
  const head = text.slice(0, text.indexOf('| No. |'));
  fs.writeFileSync(INDEX, `${head}| No. | Title | Status |\n|---|---|---|\n${all.map((r) => row(all, r)).join('\n')}\n`);
}

describe('the decision index', () => {
  const all = records();
  const rows = indexRows();

  it('lists every record, once', () => {
    const listed = rows.map((r) => r.number);
    const missing = all.filter((r) => !listed.includes(r.number)).map((r) => `${r.file} is not in ${INDEX}`);
    const twice = listed.filter((n, i) => listed.indexOf(n) !== i).map((n) => `${n} is listed twice`);
    expect([...missing, ...twice]).toEqual([]);
  });

  it('names only records that exist, by their file', () => {
    const wrong = rows
      .filter((r) => !all.some((rec) => rec.number === r.number && rec.file === r.link))
      .map((r) => `${INDEX} names ${r.number} (${r.link}), which is not a record in ${DECISIONS}`);
    expect(wrong).toEqual([]);
  });

  it("gives each record's title as its first heading", () => {
    const wrong = rows.flatMap((r) => {
      const rec = all.find((x) => x.number === r.number);
      return rec && rec.title !== r.title ? [`${r.number}: index says "${r.title}", the record's heading says "${rec.title}"`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("gives each record's status as the record states it", () => {
    const wrong = rows.flatMap((r) => {
      const rec = all.find((x) => x.number === r.number);
      const want = rec ? plainStatus(statusText(all, rec.status)) : '';
      return rec && plainStatus(r.status) !== want ? [`${r.number}: index says "${plainStatus(r.status)}", the record says "${want}"`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('names only records that exist as what supersedes or amends another', () => {
    const numbers = all.map((r) => r.number);
    const wrong = all.flatMap((r) =>
      r.status.by.filter((n) => !numbers.includes(n)).map((n) => `${r.file}: ${r.status.kind} by ${n}, which does not exist`),
    );
    expect(wrong).toEqual([]);
  });

  it('marks each record that a later one supersedes', () => {
    const wrong = all.flatMap((r) =>
      r.supersedes.flatMap((n) => {
        const old = all.find((x) => x.number === n);
        return old?.status.by.includes(r.number)
          ? []
          : [`${r.file} supersedes ${n}, but ${n} does not say it is superseded or amended by ${r.number}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

interface Citation {
  file: string;
  cited: string;
  exists: boolean;
}

/** A code-span word that cites a path, as a repository path; undefined when it is not one. */
function citedPath(word: string): string | undefined {
  const w = word
    .replace(/^\.\//, '')
    .replace(/[,;.)]+$/, '')
    .replace(/:\d+(-\d+)?$/, '');
  if (PATTERN.test(w)) return undefined;
  if (TOP_LEVEL.test(w)) return w;
  if (!ROOTS.some((root) => w.startsWith(root))) return undefined;
  const last = w.split('/').pop() ?? '';
  return w.endsWith('/') || /\.\w+$/.test(last) ? w : undefined;
}

function citations(file: string, spansToo: boolean): Citation[] {
  const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
  const spans = spansToo ? [...text.matchAll(/`([^`\n]+)`/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)).flatMap((w) => citedPath(w) ?? []) : [];
  const links = [...text.replace(/`[^`\n]+`/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => (m[1] ?? '').split('#')[0] ?? '')
    .filter((t) => t !== '' && !/^[a-z][\w+.-]*:/i.test(t))
    .map((t) => path.normalize(path.join(path.dirname(file), t)));
  return [...spans, ...links].map((cited) => ({ file, cited, exists: fs.existsSync(cited) }));
}

describe('paths cited in README.md and docs/', () => {
  const all = records();
  const superseded = new Set(
    indexRows()
      .filter((r) => plainStatus(r.status).startsWith('superseded'))
      .map((r) => `${DECISIONS}/${r.link}`),
  );
  const docs = [
    'README.md',
    ...fs
      .readdirSync('docs')
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
    INDEX,
    ...all.map((r) => `${DECISIONS}/${r.file}`),
  ];

  it('finds citations where the rule says (a check on the rule itself)', () => {
    expect(citedPath('src/config/url-allow-list.ts')).toBe('src/config/url-allow-list.ts');
    expect(citedPath('src/lib/decimal.ts:16')).toBe('src/lib/decimal.ts');
    expect(citedPath('src/first-paint/')).toBe('src/first-paint/');
    expect(citedPath('vite.config.ts')).toBe('vite.config.ts');
    expect(citedPath('build/library-rewrites/index.ts')).toBe('build/library-rewrites/index.ts');
    expect(citedPath('src/flows/<flow>/')).toBeUndefined();
    expect(citedPath('tests/machines/*.rules.test.ts')).toBeUndefined();
    expect(citedPath('boot-data.ts')).toBeUndefined();
    expect(citedPath('dist/nginx/site.conf')).toBeUndefined();
    expect(citations('README.md', true).length).toBeGreaterThan(50);
  });

  it('cites only paths that exist (records the index marks superseded keep their code spans as history)', () => {
    const missing = docs
      .flatMap((f) => citations(f, !superseded.has(f)))
      .filter((c) => !c.exists)
      .map((c) => `${c.file} cites ${c.cited}, which does not exist`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
