// The import graph of the app's own code (src/ and machines/), read with the TypeScript compiler:
// every static import, re-export and dynamic import(), resolved as the bundler resolves them.
// Used by tests/architecture (zero cycles, layer order) and runnable by hand:
//   node scripts/import-graph.mjs            prints the cycles, if any
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/**
 * Files of `dirs` (relative to the repository) mapped to the repository-relative files they
 * import. Imports that are types only (`import type`, `export type`) are marked, because they
 * vanish from the build and do not make a run-time cycle.
 * @returns {Map<string, { to: string, typeOnly: boolean }[]>}
 */
export function importGraph(dirs = ['src', 'machines']) {
  const options = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: false,
    resolveJsonModule: true,
  };
  const host = ts.createCompilerHost(options);
  const graph = new Map();
  for (const dir of dirs) {
    for (const file of walk(path.join(root, dir))) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const edges = [];
      const add = (specifier, typeOnly) => {
        const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
        if (!resolved || resolved.isExternalLibraryImport) return;
        const rel = path.relative(root, resolved.resolvedFileName);
        if (rel.startsWith('..') || rel.endsWith('.d.ts')) return;
        edges.push({ to: rel.split(path.sep).join('/'), typeOnly });
      };
      const visit = (node) => {
        if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
          const clause = node.importClause;
          const typeOnly =
            !!clause &&
            (clause.isTypeOnly ||
              (!clause.name &&
                !!clause.namedBindings &&
                ts.isNamedImports(clause.namedBindings) &&
                clause.namedBindings.elements.length > 0 &&
                clause.namedBindings.elements.every((e) => e.isTypeOnly)));
          add(node.moduleSpecifier.text, typeOnly);
        } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
          const typeOnly =
            node.isTypeOnly ||
            (!!node.exportClause &&
              ts.isNamedExports(node.exportClause) &&
              node.exportClause.elements.length > 0 &&
              node.exportClause.elements.every((e) => e.isTypeOnly));
          add(node.moduleSpecifier.text, typeOnly);
        } else if (
          ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          node.arguments[0] &&
          ts.isStringLiteral(node.arguments[0])
        ) {
          add(node.arguments[0].text, false);
        } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
          add(node.argument.literal.text, true);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      graph.set(path.relative(root, file).split(path.sep).join('/'), edges);
    }
  }
  return graph;
}

/**
 * Strongly connected groups of more than one file (or a file importing itself), following
 * run-time imports only unless `withTypes`.
 * @returns {string[][]}
 */
export function cycles(graph, withTypes = false) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const next = (file) =>
    (graph.get(file) ?? [])
      .filter((e) => withTypes || !e.typeOnly)
      .map((e) => e.to)
      .filter((to) => graph.has(to));
  const strong = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!indices.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || next(v).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) strong(v);
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const graph = importGraph();
  const run = cycles(graph);
  const all = cycles(graph, true);
  console.log(`${graph.size} files; ${run.length} run-time import cycles; ${all.length} counting type imports`);
  for (const group of all) console.log(`- ${group.length} files: ${group.join(', ')}`);
}
