// A local ESLint rule, `layers/order`: dependency-cruiser's layer rules (`forbidden` in
// scripts/layers.mjs) applied to each import in the editor, where dependency-cruiser does not run.
// It reads a rule's `path` and `pathNot` on both sides (with `$1`, the from path's group, as
// dependency-cruiser reads them) and `dependencyTypesNot`, for relative imports resolved the way the
// bundler does (file, .ts, .tsx, index). Cycles and files in no folder need the whole graph: those
// rules are left to dependency-cruiser (tests/architecture/layers.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { forbidden } from './layers.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const candidates = (base) => [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];

function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const hit = candidates(base).find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
  return hit ? path.relative(root, hit).split(path.sep).join('/') : null;
}

const only = (object, keys) => Object.keys(object).every((key) => keys.includes(key));
const perImport = forbidden.filter(
  (rule) => rule.to && only(rule.from, ['path', 'pathNot']) && only(rule.to, ['path', 'pathNot', 'dependencyTypesNot', 'couldNotResolve']),
);

function breaks(rule, from, to, types) {
  const match = rule.from.path ? new RegExp(rule.from.path).exec(from) : [from];
  if (!match || (rule.from.pathNot && new RegExp(rule.from.pathNot).test(from))) return false;
  const withGroups = (pattern) => new RegExp(match.reduce((text, group, i) => text.replaceAll(`$${i}`, () => group ?? ''), pattern));
  const { path: toPath, pathNot, dependencyTypesNot = [] } = rule.to;
  return (
    (!toPath || withGroups(toPath).test(to)) && (!pathNot || !withGroups(pathNot).test(to)) && !dependencyTypesNot.some((t) => types.includes(t))
  );
}

const typeOnlyImport = (node) => node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
const typeOnlyExport = (node) => node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.exportKind === 'type'));

const order = {
  meta: { type: 'problem', docs: { description: 'imports keep the layer order (scripts/layers.mjs, dependency-cruiser rules)' }, schema: [] },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (source, kind) => {
      if (!source || typeof source.value !== 'string') return;
      const to = resolve(context.filename, source.value);
      if (!to) return;
      for (const rule of perImport.filter((r) => breaks(r, file, to, ['local', kind])))
        context.report({ node: source, message: `${to}: ${rule.comment} (${rule.name})` });
    };
    return {
      ImportDeclaration: (node) => check(node.source, typeOnlyImport(node) ? 'type-only' : 'import'),
      ExportNamedDeclaration: (node) => check(node.source, typeOnlyExport(node) ? 'type-only' : 'export'),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type' ? 'type-only' : 'export'),
      ImportExpression: (node) => check(node.source, 'dynamic-import'),
      TSImportType: (node) => check(node.source, 'type-import'),
    };
  },
};

export default { rules: { order } };
