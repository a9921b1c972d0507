import { describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../engine/emulator';
import { createConsoleHandler } from './index';

const BASE = 'http://127.0.0.1:4999';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const CROSS_ORIGIN: Array<Record<string, string>> = [{}, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site', origin: BASE }, { 'sec-fetch-site': 'same-site' }];
const API_KEY = 'emulator-api-key';
const ADA = '00000000-0000-4000-8000-000000000002';

interface Answer {
  status: number;
  json: any;
}

function setup(options: { storageLatencyMs?: number } = {}) {
  const emulator = createEmulator({ baseUrl: BASE, ...options });
  const handle = createConsoleHandler(emulator);
  /** A console API POST (same-origin unless other headers are given). */
  const post = async (path: string, body: unknown, headers: Record<string, string> = SAME_ORIGIN): Promise<Answer> => {
    const res = await handle(new Request(`${BASE}/_emulator/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));
    if (!res) throw new Error(`${path} was not a console request`);
    return { status: res.status, json: await res.json() };
  };
  return { emulator, post, platform: (method: string, path: string, body?: unknown) => platformCall(emulator, method, path, body) };
}

/** A platform call with the site's API key, as the SDK makes it. */
async function platformCall(emulator: Emulator, method: string, path: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = { method, headers: { authorization: API_KEY, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const res = await emulator.handle(new Request(`https://www.wixapis.com${path}`, init));
  return { status: res.status, json: await res.json() };
}

const item = (emulator: Emulator, collection: string, id: string) => platformCall(emulator, 'GET', `/wix-data/v2/items/${encodeURIComponent(id)}?dataCollectionId=${collection}`);
const errorOf = (answer: Answer) => [answer.status, answer.json.error?.code];

describe('console: editing data items', () => {
  it('adds an item the SDK then finds; only same-origin', async () => {
    const { post, platform } = setup();
    const body = { collection: 'FAQ', item: { question: 'Open on Sundays?', answer: 'No', order: 9 } };
    for (const headers of CROSS_ORIGIN) expect(errorOf(await post('data/items/insert', body, headers))).toEqual([403, 'CROSS_ORIGIN']);
    const found = () => platform('POST', '/wix-data/v2/items/query', { dataCollectionId: 'FAQ', query: { filter: { question: 'Open on Sundays?' } } });
    expect((await found()).json.dataItems).toEqual([]);

    const added = await post('data/items/insert', body);
    expect(added.status).toBe(200);
    expect(added.json.item).toMatchObject({ _id: expect.any(String), question: 'Open on Sundays?', _createdDate: { $date: expect.any(String) } });
    expect((await found()).json.dataItems).toEqual([expect.objectContaining({ id: added.json.item._id, data: expect.objectContaining({ answer: 'No', order: 9 }) })]);
    const named = await post('data/items/insert', { collection: 'FAQ', item: { _id: 'faq-sundays', question: 'Sundays?' } });
    expect(named.json.item._id).toBe('faq-sundays');
    expect(errorOf(await post('data/items/insert', { collection: 'FAQ', item: { _id: 'faq-sundays' } }))).toEqual([409, 'ITEM_EXISTS']);
  });

  it('replaces an item the SDK then reads, keeping its id and creation date; only same-origin', async () => {
    const { emulator, post } = setup();
    const before = (await item(emulator, 'Pages', 'page-about')).json.dataItem.data;
    const body = { collection: 'Pages', id: 'page-about', item: { ...before, title: 'About the shop' } };
    for (const headers of CROSS_ORIGIN) expect(errorOf(await post('data/items/update', body, headers))).toEqual([403, 'CROSS_ORIGIN']);
    expect((await item(emulator, 'Pages', 'page-about')).json.dataItem.data.title).toBe('About us');

    const saved = await post('data/items/update', body);
    expect(saved.status).toBe(200);
    const after = (await item(emulator, 'Pages', 'page-about')).json.dataItem.data;
    expect(after).toMatchObject({ _id: 'page-about', title: 'About the shop', slug: 'about', _createdDate: before._createdDate });
    expect(after._updatedDate).not.toEqual(before._updatedDate);
    expect(saved.json.item.title).toBe('About the shop');
  });

  it('deletes an item (and the references to it) the SDK then no longer finds; only same-origin', async () => {
    const { emulator, post, platform } = setup();
    const body = { collection: 'Pages', id: 'page-about' };
    for (const headers of CROSS_ORIGIN) expect(errorOf(await post('data/items/remove', body, headers))).toEqual([403, 'CROSS_ORIGIN']);
    expect((await item(emulator, 'Pages', 'page-about')).status).toBe(200);

    const removed = await post('data/items/remove', body);
    expect([removed.status, removed.json.item._id]).toEqual([200, 'page-about']);
    expect((await item(emulator, 'Pages', 'page-about')).json.details.applicationError.code).toBe('WDE0073');
    const menu = await platform('POST', '/wix-data/v2/items/query', { dataCollectionId: 'Menus', query: { filter: { slug: 'header' } }, includeReferences: ['pages'] });
    expect(menu.json.dataItems[0].data.pages.map((page: { _id: string }) => page._id)).not.toContain('page-about');
    expect(errorOf(await post('data/items/remove', body))).toEqual([404, 'ITEM_NOT_FOUND']);
  });

  it('refuses bad input with a 400 and a code, writing nothing', async () => {
    const { emulator, post } = setup();
    const before = JSON.stringify(emulator.snapshot().domains);
    let deep: Record<string, unknown> = {};
    const tooDeep = deep;
    for (let level = 0; level < 120; level++) deep = (deep['next'] = {}) as Record<string, unknown>;
    const refusals: Array<[string, unknown, number, string]> = [
      ['data/items/insert', { collection: 'FAQ', item: [1, 2] }, 400, 'INVALID_ITEM'],
      ['data/items/insert', { collection: 'FAQ', item: 'question' }, 400, 'INVALID_ITEM'],
      ['data/items/insert', { collection: 'FAQ', item: null }, 400, 'INVALID_ITEM'],
      ['data/items/insert', { collection: 'FAQ' }, 400, 'INVALID_BODY'],
      ['data/items/insert', { collection: 'Nope', item: {} }, 400, 'UNKNOWN_COLLECTION'],
      ['data/items/insert', { collection: '__proto__', item: {} }, 400, 'UNKNOWN_COLLECTION'],
      ['data/items/insert', { collection: 'FAQ', item: tooDeep }, 400, 'INVALID_ITEM'],
      ['data/items/insert', { collection: 'FAQ', item: { order: 'first' } }, 400, 'INVALID_ITEM'],
      ['data/items/insert', { item: {} }, 400, 'INVALID_BODY'],
      ['data/items/insert', { collection: 'FAQ', item: {}, extra: 1 }, 400, 'INVALID_BODY'],
      ['data/items/update', { collection: 'Pages', id: 'page-about', item: { _id: 'page-other', title: 'x' } }, 400, 'INVALID_ITEM'],
      ['data/items/update', { collection: 'Pages', id: 'page-about', item: tooDeep }, 400, 'INVALID_ITEM'],
      ['data/items/update', { collection: 'Pages', id: 'page-about', item: { title: 42 } }, 400, 'INVALID_ITEM'],
      ['data/items/update', { collection: 'Pages', id: 'page-about', item: [] }, 400, 'INVALID_ITEM'],
      ['data/items/update', { collection: 'Nope', id: 'page-about', item: {} }, 400, 'UNKNOWN_COLLECTION'],
      ['data/items/update', { collection: 'Pages', id: 'nope', item: {} }, 404, 'ITEM_NOT_FOUND'],
      ['data/items/remove', { collection: 'Nope', id: 'page-about' }, 400, 'UNKNOWN_COLLECTION'],
      ['data/items/remove', { collection: 'Pages' }, 400, 'INVALID_BODY'],
      ['data/items/insert', { collection: 'FAQ', item: { answer: 'é'.repeat(9000) } }, 413, 'BODY_TOO_LARGE'],
    ];
    for (const [path, body, status, code] of refusals) {
      const answer = await post(path, body);
      expect([path, ...errorOf(answer)]).toEqual([path, status, code]);
      expect(answer.json.error.message).toEqual(expect.any(String));
    }
    expect((await post('data/items/update', { collection: 'Pages', id: 'page-about', item: { title: 42 } })).json.error.message).toBe('item.title must be a text value');
    expect((await post('data/items/insert', { collection: 'FAQ', item: tooDeep })).json.error.message).toBe('item must not nest deeper than 100 levels');
    expect((await post('data/items/insert', { collection: 'FAQ' })).json.error.message).toBe('item: is required');
    expect((await post('data/items/insert', { collection: 'Nope', item: {} })).json.error.message).toBe('Collection Nope does not exist');
    expect(JSON.stringify(emulator.snapshot().domains)).toBe(before);
  });

  it('keeps a secret the Data view showed as [redacted] when the edit left it so; console calls are not logged', async () => {
    const { emulator, post, platform } = setup();
    const secrets = { apiKey: 'k-secret-123456', link: 'https://partner.example/feed?token=t-secret-654321&page=2' };
    const inserted = await platform('POST', '/wix-data/v2/items', { dataCollectionId: 'FAQ', dataItem: { data: { question: 'Partner feed?', ...secrets } } });
    const id = inserted.json.dataItem.id as string;
    const view = await createConsoleHandler(emulator)(new Request(`${BASE}/_emulator/api/data/data`));
    const shown = ((await view!.json()) as any).data.collections.FAQ.items[id];
    expect(shown).toMatchObject({ apiKey: '[redacted]', link: expect.stringContaining('token=%5Bredacted%5D') });

    const saved = await post('data/items/update', { collection: 'FAQ', id, item: { ...shown, question: 'Partner feed, daily?' } });
    expect(saved.json.item).toMatchObject({ question: 'Partner feed, daily?', apiKey: '[redacted]' });
    expect((await item(emulator, 'FAQ', id)).json.dataItem.data).toMatchObject({ question: 'Partner feed, daily?', ...secrets });
    await post('data/items/update', { collection: 'FAQ', id, item: { ...shown, apiKey: 'k-new-key-777777' } });
    expect((await item(emulator, 'FAQ', id)).json.dataItem.data).toMatchObject({ apiKey: 'k-new-key-777777', link: secrets.link });

    const log = JSON.stringify(emulator.log.list());
    expect(emulator.log.list().every((entry) => !entry.path.startsWith('/_emulator'))).toBe(true);
    for (const secret of [API_KEY, secrets.apiKey, 't-secret-654321', 'k-new-key-777777']) expect(log).not.toContain(secret);
  });

  it('waits for a data write in flight on the same collection: a delete is not undone by an update that read before it', async () => {
    const { emulator, post, platform } = setup({ storageLatencyMs: 40 });
    const update = platform('POST', '/wix-data/v2/items/update', { dataCollectionId: 'Pages', dataItem: { id: 'page-about', data: { title: 'Late' } } });
    // The update has read the item and waits on its storage step now.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const removed = await post('data/items/remove', { collection: 'Pages', id: 'page-about' });
    expect([(await update).status, removed.status]).toEqual([200, 200]);
    expect((await item(emulator, 'Pages', 'page-about')).status).toBe(404);
  });
});

describe("console: a member's status", () => {
  it('blocks a member: the SDK reads BLOCKED and the member may not log in; approves again; only same-origin', async () => {
    const { post, platform } = setup();
    const login = () => platform('POST', '/_api/iam/authentication/v2/login', { loginId: { email: 'ada@sitekit.dev' }, password: 'sitekit-demo' });
    const status = async () => (await platform('GET', `/members/v1/members/${ADA}?fieldsets=FULL`)).json.member.status;
    for (const headers of CROSS_ORIGIN) expect(errorOf(await post('members/status', { id: ADA, status: 'BLOCKED' }, headers))).toEqual([403, 'CROSS_ORIGIN']);
    expect(await status()).toBe('APPROVED');

    const blocked = await post('members/status', { id: ADA, status: 'BLOCKED' });
    expect([blocked.status, blocked.json.member.status]).toEqual([200, 'BLOCKED']);
    expect(await status()).toBe('BLOCKED');
    expect((await login()).status).toBe(403);
    expect((await post('members/status', { id: ADA, status: 'APPROVED' })).json.member.status).toBe('APPROVED');
    expect(await status()).toBe('APPROVED');
    expect((await login()).json.state).toBe('SUCCESS');
  });

  it('refuses a status it does not set, an unknown member and a disconnected one, changing nothing', async () => {
    const { emulator, post } = setup();
    const before = JSON.stringify(emulator.snapshot().domains);
    for (const status of ['PENDING', 'blocked', 'DELETED', '', 3, null]) expect(errorOf(await post('members/status', { id: ADA, status }))).toEqual([400, 'INVALID_STATUS']);
    expect(await post('members/status', { id: ADA })).toEqual({ status: 400, json: { error: { code: 'INVALID_BODY', message: 'status: is required' } } });
    expect((await post('members/status', { id: ADA, status: 'PENDING' })).json.error.message).toBe('status must be one of APPROVED, BLOCKED, OFFLINE');
    expect(errorOf(await post('members/status', { status: 'BLOCKED' }))).toEqual([400, 'INVALID_BODY']);
    expect(errorOf(await post('members/status', { id: 'nobody', status: 'BLOCKED' }))).toEqual([404, 'MEMBER_NOT_FOUND']);
    expect(errorOf(await post('members/status', { id: 'constructor', status: 'BLOCKED' }))).toEqual([404, 'MEMBER_NOT_FOUND']);
    expect(JSON.stringify(emulator.snapshot().domains)).toBe(before);
    expect((await post('members/status', { id: ADA, status: 'OFFLINE' })).json.member.status).toBe('OFFLINE');
    expect(errorOf(await post('members/status', { id: ADA, status: 'APPROVED' }))).toEqual([409, 'MEMBER_DISCONNECTED']);
  });
});
