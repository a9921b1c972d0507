import { describe, expect, it } from 'vitest';
import { isValidationError } from '@sitekit/core-runtime';
import { wireServer } from '@sitekit/testing';
import { recommendations } from '../recommendations';
import { clientWith, expectRequest } from '../../test/helpers';

const wire = wireServer();
const client = clientWith({ recommendations });
const call = (method: string, path: string, name: string, body?: unknown) => ({
  method, url: 'https://www.wixapis.com/v1/recommendations' + path, body, pkg: 'ecom_recommendations',
  fqn: `com.wix.ecom.recommendations.v1.RecommendationsService.${name}`,
});

describe('recommendations wire', () => {
  it('listAvailableAlgorithms: GET without a service prefix, returns { availableAlgorithms }', async () => {
    const availableAlgorithms = [{ appId: 'app', algorithmId: 'alg', config: { algorithmId: 'alg', name: 'Related', algorithmType: 'RELATED_ITEMS' } }];
    wire.reply({ availableAlgorithms });
    await expect(client.recommendations.listAvailableAlgorithms()).resolves.toEqual({ availableAlgorithms });
    expectRequest(wire.requests[0], call('GET', '/algorithms', 'ListAvailableAlgorithms'));
    expect(client.recommendations.AlgorithmType.RELATED_ITEMS).toBe('RELATED_ITEMS');
  });

  it('getRecommendation: POST with algorithm _id as id, items and minimumRecommendedItems, returns { recommendation }', async () => {
    const items = [{ appId: 'app', catalogItemId: 'p2' }];
    wire.reply({ recommendation: { items, algorithm: { id: 'alg', appId: 'app' } } });
    const result = await client.recommendations.getRecommendation([{ _id: 'alg', appId: 'app' }], {
      items: [{ appId: 'app', catalogItemId: 'p1' }], minimumRecommendedItems: 2,
    });
    expect(result).toEqual({ recommendation: { items, algorithm: { _id: 'alg', appId: 'app' } } });
    expectRequest(wire.requests[0], call('POST', '/get', 'GetRecommendation', {
      algorithms: [{ id: 'alg', appId: 'app' }], items: [{ appId: 'app', catalogItemId: 'p1' }], minimumRecommendedItems: 2,
    }));
  });

  it('getRecommendation without algorithms is refused before any request', async () => {
    const error = await client.recommendations.getRecommendation([]).catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(wire.requests).toHaveLength(0);
  });
});
