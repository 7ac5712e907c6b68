// A local ESLint rule, `layers/order`: every relative import must keep the layer order of
// scripts/layers.mjs. It resolves the import the way the bundler does (file, .ts, .tsx, index).
import fs from 'node:fs';
import path from 'node:path';
import { layerViolation } from './layers.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const candidates = (base) => [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];

function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const hit = candidates(base).find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
  return hit ? path.relative(root, hit).split(path.sep).join('/') : null;
}

const typeOnlyImport = (node) => node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
const typeOnlyExport = (node) => node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.exportKind === 'type'));

const order = {
  meta: { type: 'problem', docs: { description: 'imports keep the layer order (scripts/layers.mjs)' }, schema: [] },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (source, typeOnly) => {
      if (!source || typeof source.value !== 'string') return;
      const to = resolve(context.filename, source.value);
      if (!to) return;
      const why = layerViolation(file, to, typeOnly);
      if (why) context.report({ node: source, message: why });
    };
    return {
      ImportDeclaration: (node) => check(node.source, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => check(node.source, typeOnlyExport(node)),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source, false),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument, true),
    };
  },
};

export default { rules: { order } };
