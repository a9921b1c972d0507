import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { RouteError } from '../../engine/errors';
import { addItem, deleteItem, replaceItem, storedItem } from './item-edits';
import { dataOf } from './state';

/** The error code (or first field violation) an edit raised. */
function refusal(edit: () => unknown): { status: number; code: string } {
  try {
    edit();
  } catch (error) {
    if (!(error instanceof RouteError)) throw error;
    const json = error.result.json as { details: { applicationError?: { code: string }; validationError?: { fieldViolations: Array<{ field: string }> } } };
    return { status: error.result.status, code: json.details.applicationError?.code ?? json.details.validationError?.fieldViolations[0]?.field ?? '' };
  }
  throw new Error('the edit was not refused');
}

describe("the site owner's item edits", () => {
  it('add, replace and delete with the item routes’ checks; a refused edit writes nothing', () => {
    const emulator = createEmulator();
    const { engine } = emulator;
    const added = addItem(engine, 'FAQ', { question: 'Open on Sundays?', answer: 'No', order: 9 });
    expect(added).toMatchObject({ _id: expect.any(String), question: 'Open on Sundays?', _createdDate: { $date: expect.any(String) } });
    expect(added).not.toHaveProperty('_owner');
    expect(refusal(() => addItem(engine, 'FAQ', { _id: added._id }))).toEqual({ status: 409, code: 'WDE0074' });
    expect(refusal(() => addItem(engine, 'Nope', {}))).toEqual({ status: 404, code: 'WDE0025' });
    expect(refusal(() => addItem(engine, 'FAQ', { order: 'first' }))).toEqual({ status: 400, code: 'dataItem.data.order' });

    const before = structuredClone(dataOf(engine));
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let level = 0; level < 120; level++) deep = (deep['next'] = {}) as Record<string, unknown>;
    expect(refusal(() => replaceItem(engine, 'FAQ', added._id, root))).toEqual({ status: 400, code: 'dataItem.data' });
    expect(refusal(() => replaceItem(engine, 'FAQ', added._id, { text: 'x'.repeat(600 * 1024) }))).toEqual({ status: 400, code: 'dataItem.data' });
    expect(refusal(() => replaceItem(engine, 'FAQ', 'missing', {}))).toEqual({ status: 404, code: 'WDE0073' });
    expect(dataOf(engine)).toEqual(before);

    const replaced = replaceItem(engine, 'FAQ', added._id, { _id: 'other', question: 'Open on Mondays?' });
    expect(replaced).toMatchObject({ _id: added._id, question: 'Open on Mondays?', _createdDate: added._createdDate });
    expect(replaced).not.toHaveProperty('answer');
    expect(storedItem(engine, 'FAQ', added._id)).toBe(replaced);
    expect(deleteItem(engine, 'FAQ', added._id)._id).toBe(added._id);
    expect(storedItem(engine, 'FAQ', added._id)).toBeUndefined();
    expect(storedItem(engine, '__proto__', 'x')).toBeUndefined();
  });

  it('multi-reference ids become links; deleting a page drops it from every menu', () => {
    const { engine } = createEmulator();
    const menus = () => dataOf(engine).collections['Menus']!;
    replaceItem(engine, 'Menus', 'menu-header', { slug: 'header', title: 'Header', pages: ['page-about'] });
    expect(menus().references['pages|menu-header']).toEqual(['page-about']);
    expect(menus().items['menu-header']).not.toHaveProperty('pages');
    deleteItem(engine, 'Pages', 'page-about');
    expect(menus().references['pages|menu-header']).toEqual([]);
  });
});
