import type { Endpoint } from '../http/endpoint';

/** Identity endpoints: always on `www`, POST unless said otherwise. */
export const iam = (service: 'authentication' | 'recovery' | 'verification', fqnService: string, entity: string | undefined) =>
  (path: string, method: string, httpMethod: Endpoint['method'] = 'POST'): Endpoint => ({
    method: httpMethod,
    path: `/_api/iam/${service}${path}`,
    fqn: `wix.iam.${service}.v1.${fqnService}.${method}`,
    ...(entity && { entity }),
    pkg: `@wix/auto_sdk_identity_${service}`,
    www: true,
  });
