import { describe, expectTypeOf, it } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { redirects } from '../index';

const client = createClient({ modules: { redirects }, auth: StaticTokenStrategy({ accessToken: 't' }) });

describe('createRedirectSession takes every option the platform SDK declares', () => {
  it('as object literals: origin null, preferences.checkIfPublish, authRequest nonce and prompt, a payment request id, a full slot', () => {
    expectTypeOf(client.redirects.createRedirectSession({ login: {}, origin: null, preferences: { checkIfPublish: true, maintainIdentity: null } })).resolves.toHaveProperty('redirectSession');
    void client.redirects.createRedirectSession({ auth: { authRequest: { clientId: 'c', nonce: 'n', prompt: 'none' } } });
    void client.redirects.createRedirectSession({ ecomOrderPaymentRequest: { paymentRequestId: 'pr' } });
    void client.redirects.createRedirectSession({
      bookingsCheckout: {
        timezone: 'UTC',
        slotAvailability: {
          slot: { serviceId: 's', eventId: null, location: { _id: null, name: 'n', formattedAddress: null, locationType: 'OWNER_BUSINESS' } },
          waitingList: { totalSpots: 1, openSpots: null }, bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: null }, locked: null, isFromV2: true,
        },
      },
    });
  });
});
