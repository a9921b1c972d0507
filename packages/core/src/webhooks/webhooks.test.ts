import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createWebhooks, parseWebhookPayload, verifyWebhook } from '../webhooks';

let pem: string;
let other: string;
let privateKey: CryptoKey;
let jwk: any;
const ORDER = { id: 'o1', number: '10001', createdDate: '2024-05-01T10:00:00.000Z' };
const payload = (inner: object, identity: object = { identityType: 'MEMBER', memberId: 'm1' }, eventType = 'wix.ecom.v1.order_created') => ({
  data: JSON.stringify({ data: JSON.stringify(inner), instanceId: 'inst-1', eventType, identity: JSON.stringify(identity) }),
});
const created = (entity: object = ORDER) => ({
  id: 'ev-1', entityFqdn: 'wix.ecom.v1.order', slug: 'created', entityId: 'o1', eventTime: '2024-05-01T10:00:01.000Z', createdEvent: { entityAsJson: JSON.stringify(entity) },
});
const sign = (body: object, key: CryptoKey = privateKey, exp = '1h') =>
  new SignJWT(body as any).setProtectedHeader({ alg: 'RS256' }).setIssuedAt().setExpirationTime(exp).sign(key);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  pem = await exportSPKI(pair.publicKey);
  jwk = await exportJWK(pair.publicKey);
  other = await exportSPKI((await generateKeyPair('RS256', { extractable: true })).publicKey);
});

describe('webhooks', () => {
  it('verifies an RS256 event and returns the typed envelope', async () => {
    const event = await verifyWebhook(await sign(payload(created())), pem);
    expect(event).toEqual({
      entity: { _id: 'o1', number: '10001', _createdDate: new Date('2024-05-01T10:00:00.000Z') },
      metadata: {
        _id: 'ev-1', entityId: 'o1', entityFqdn: 'wix.ecom.v1.order', slug: 'created', eventType: 'wix.ecom.v1.order_created',
        eventTime: new Date('2024-05-01T10:00:01.000Z'), instanceId: 'inst-1', identity: { identityType: 'MEMBER', memberId: 'm1' },
      },
    });
  });

  it('accepts the key as PEM without armour, or as a JWK', async () => {
    const jwt = await sign(payload(created()));
    const bare = pem.replace(/-----[^-]+-----/g, '').replace(/\s/g, '');
    await expect(verifyWebhook(jwt, bare)).resolves.toMatchObject({ metadata: { instanceId: 'inst-1' } });
    await expect(verifyWebhook(jwt, jwk)).resolves.toMatchObject({ metadata: { instanceId: 'inst-1' } });
  });

  it.each(['ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'])('carries identity type %s', async (identityType) => {
    const event = await verifyWebhook(await sign(payload(created(), { identityType })), pem);
    expect(event.metadata.identity.identityType).toBe(identityType);
  });

  it('action events carry data; updated events the current entity', async () => {
    const action = await verifyWebhook(await sign(payload({ id: 'e2', actionEvent: { bodyAsJson: JSON.stringify({ order: { id: 'o2' } }) } }, {}, 'wix.ecom.v1.order_approved')), pem);
    expect(action.data).toEqual({ order: { _id: 'o2' } });
    const updated = await verifyWebhook(await sign(payload({ id: 'e3', updatedEvent: { currentEntityAsJson: JSON.stringify({ id: 'o3' }) } })), pem);
    expect(updated.entity).toEqual({ _id: 'o3' });
  });

  it('rejects alg none, a wrong key, an expired token and a tampered one', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload(created()))}.`;
    await expect(verifyWebhook(none, pem)).rejects.toMatchObject({ code: 'INVALID_WEBHOOK' });
    await expect(verifyWebhook(await sign(payload(created())), other)).rejects.toMatchObject({ code: 'INVALID_WEBHOOK' });
    await expect(verifyWebhook(await sign(payload(created()), privateKey, '-1m'), pem)).rejects.toMatchObject({ code: 'INVALID_WEBHOOK', message: 'Webhook rejected: expired' });
    const [h, , s] = (await sign(payload(created()))).split('.');
    const tampered = `${h}.${b64(payload(created({ ...ORDER, id: 'evil' })))}.${s}`;
    await expect(verifyWebhook(tampered, pem)).rejects.toMatchObject({ code: 'INVALID_WEBHOOK' });
    const hs = `${b64({ alg: 'HS256' })}.${b64(payload(created()))}.${s}`;
    await expect(verifyWebhook(hs, pem)).rejects.toMatchObject({ code: 'INVALID_WEBHOOK' });
  });

  it('dispatches to the handlers of the event type only; unsubscribe works; instances are independent', async () => {
    const webhooks = createWebhooks({ publicKey: pem });
    const onCreated = vi.fn();
    const onOther = vi.fn();
    const off = webhooks.on('wix.ecom.v1.order_created', onCreated);
    webhooks.on('wix.ecom.v1.order_canceled', onOther);
    const other = createWebhooks({ publicKey: pem });
    const jwt = await sign(payload(created()));
    const event = await webhooks.process(jwt);
    expect(onCreated).toHaveBeenCalledWith(event);
    expect(onOther).not.toHaveBeenCalled();
    await other.process(jwt);
    expect(onCreated).toHaveBeenCalledTimes(1);
    off();
    await webhooks.processRequest(new Request('https://app.example/webhooks', { method: 'POST', body: jwt }));
    expect(onCreated).toHaveBeenCalledTimes(1);
    await expect(webhooks.parse(jwt)).resolves.toEqual(event);
  });

  it('never mutates its input, and malformed payloads are typed errors', () => {
    const input = payload({ createdEvent: { entity: { id: 'o9', createdDate: '2024-01-01T00:00:00.000Z' } } });
    const frozen = structuredClone(input);
    const deepFreeze = (o: any): any => (Object.values(o).forEach((v) => v && typeof v === 'object' && deepFreeze(v)), Object.freeze(o));
    deepFreeze(input);
    expect(parseWebhookPayload(input).entity).toEqual({ _id: 'o9', _createdDate: new Date('2024-01-01T00:00:00.000Z') });
    expect(input).toEqual(frozen);
    expect(() => parseWebhookPayload({ data: '{nope' })).toThrow(expect.objectContaining({ code: 'INVALID_WEBHOOK' }));
    expect(() => parseWebhookPayload({})).toThrow(expect.objectContaining({ code: 'INVALID_WEBHOOK' }));
  });
});
