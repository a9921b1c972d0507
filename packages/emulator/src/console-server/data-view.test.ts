import { describe, expect, it } from 'vitest';
import { REDACTED } from '../engine/redact';
import { redactedView } from './data-view';

describe('redactedView', () => {
  it('shows a field named __proto__ (a data item may hold one) as the field it is, redacted where secret', () => {
    const state = JSON.parse('{"items":{"i1":{"_id":"i1","__proto__":{"note":"kept","password":"p"}}}}');
    expect(JSON.stringify(redactedView(state))).toBe(`{"items":{"i1":{"_id":"i1","__proto__":{"note":"kept","password":"${REDACTED}"}}}}`);
  });
});
