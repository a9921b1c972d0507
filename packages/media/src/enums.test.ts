import { describe, expect, it } from 'vitest';
import { DECLARED } from '../test/helpers';
import { files } from './index';

// The enumerations as values (their types: `public-types.test-d.ts`).
describe('enumerations', () => {
  it('the enums the platform exports as values, with the declared values in order', () => {
    for (const [name, values] of Object.entries(DECLARED)) expect([name, Object.values(files[name as keyof typeof DECLARED])]).toEqual([name, values]);
  });
});
