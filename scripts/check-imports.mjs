#!/usr/bin/env node
// `pnpm check:imports`: the import rules of the shipped source (.dependency-cruiser.mjs: no circle of
// imports, type-only ones included, a domain reached only through its access.ts, a package only through its entries),
// and no circle between the emulator's domains (with the shared/ and commerce/ helpers) nor between
// packages, whatever the kind of import: taken folder by folder, they import each other in one direction.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const started = Date.now();
const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs');
const { output } = await cruise(['packages/*/src'], { ...options, outputType: 'json' });
const result = typeof output === 'string' ? JSON.parse(output) : output;

const problems = result.summary.violations.map((violation) => {
  const path = violation.cycle ? [violation.from, ...violation.cycle.map((step) => step.name ?? step)] : [violation.from, violation.to];
  return `${violation.rule.name}: ${path.join(' → ')}`;
});

/**
 * Circles between groups of modules (a module's group is `group(path)`, or none): each circle once,
 * found by a depth-first walk, shown with one import for each of its steps.
 */
function groupCircles(rule, group) {
  const edges = new Map();
  for (const module of result.modules) {
    const from = group(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = group(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
    }
  }
  const state = new Map();
  const reported = new Set();
  const walk = (name, path) => {
    state.set(name, 'open');
    for (const next of edges.get(name)?.keys() ?? []) {
      if (state.get(next) === 'open') {
        const circle = [...path.slice(path.indexOf(next)), next];
        const key = circle.slice(0, -1).sort().join(',');
        if (reported.has(key)) continue;
        reported.add(key);
        const steps = circle.slice(0, -1).map((step, i) => `    ${edges.get(step).get(circle[i + 1])}`);
        problems.push(`${rule}: ${circle.join(' → ')}\n${steps.join('\n')}`);
      } else if (!state.has(next)) walk(next, [...path, next]);
    }
    state.set(name, 'done');
  };
  for (const name of [...edges.keys()].sort()) if (!state.has(name)) walk(name, [name]);
}

// Any import counts here, type-only ones too: a domain (or a package) another imports imports nothing of it back.
groupCircles('no-circle-between-domains', (path) => /^packages\/emulator\/src\/domains\/([^/]+)\//.exec(path)?.[1]);
groupCircles('no-circle-between-packages', (path) => /^packages\/([^/]+)\/src\//.exec(path)?.[1]);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(problems.map((problem) => `✖ ${problem}`).join('\n'));
  console.error(`\n${problems.length} import rule violations in ${result.summary.totalCruised} modules (${seconds} s). The rules: .dependency-cruiser.mjs and scripts/check-imports.mjs.`);
  process.exit(1);
}
console.log(`✔ imports: no circle, domains through access.ts, packages through their entries (${result.summary.totalCruised} modules, ${seconds} s)`);
