import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace';

export default defineConfig({
  test: {
    projects,
    // Vitest's default keeps one core free (`cores - 1`): on a 2-core machine the files then run one at
    // a time while most of them wait on sockets and timers. One worker per core.
    maxWorkers: availableParallelism(),
  },
});
