// The modules' dependency graph as docs/architecture.md describes it: no module imports a module that
// imports it back (directly or round a longer loop), and src/content-kit, which every content module
// builds on, imports no module. Read from the production sources' import lines.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const SOURCES = import.meta.dirname;

/** Production files of the server (tests and src/test aside), relative to src/. */
function productionFiles(): string[] {
  return readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith(`test${path.sep}`));
}

/** The module a file of src/ belongs to (`modules/guests/x.ts` → guests), or its top folder. */
function unitOf(file: string): string {
  const parts = file.split(path.sep);
  return parts[0] === 'modules' ? `modules/${parts[1]}` : (parts[0] ?? file);
}

function importedFiles(file: string): string[] {
  const text = readFileSync(path.join(SOURCES, file), 'utf8');
  // `import … from '…'`, `export … from '…'`, a bare `import '…'` and a dynamic `import('…')`.
  const specifiers =
    /^\s*(?:import|export)\b[^'"]*?'(\.{1,2}\/[^']+)'|\bimport\('(\.{1,2}\/[^']+)'\)/gm;
  return [...text.matchAll(specifiers)].map(([, specifier, dynamic]) =>
    path.relative(SOURCES, path.resolve(SOURCES, path.dirname(file), specifier ?? dynamic ?? '')),
  );
}

/** Which units each unit imports (itself left out). */
function unitGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of productionFiles()) {
    const from = unitOf(file);
    const targets = graph.get(from) ?? new Set<string>();
    for (const imported of importedFiles(file)) {
      const to = unitOf(imported);
      if (to !== from) targets.add(to);
    }
    graph.set(from, targets);
  }
  return graph;
}

/** The loops of the graph among modules (each as its units in order), by depth-first search. */
function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (unit: string, trail: string[]) => {
    const start = trail.indexOf(unit);
    if (start !== -1) {
      cycles.push([...trail.slice(start), unit]);
      return;
    }
    if (done.has(unit)) return;
    for (const next of graph.get(unit) ?? []) {
      if (next.startsWith('modules/')) visit(next, [...trail, unit]);
    }
    done.add(unit);
  };
  for (const unit of graph.keys()) if (unit.startsWith('modules/')) visit(unit, []);
  return cycles;
}

test('the graph is read: modules import content-kit and each other', () => {
  const graph = unitGraph();
  expect(graph.get('modules/guests')).toContain('content-kit');
  expect([...graph.keys()].filter((unit) => unit.startsWith('modules/')).length).toBeGreaterThan(
    10,
  );
});

test('no module imports a module that imports it back', () => {
  expect(moduleCycles(unitGraph())).toEqual([]);
});

test('content-kit imports no module', () => {
  const imported = [...(unitGraph().get('content-kit') ?? [])];
  expect(imported.filter((unit) => unit.startsWith('modules/'))).toEqual([]);
});
