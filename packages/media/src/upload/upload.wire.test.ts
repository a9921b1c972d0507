import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient, isSiteKitError, StaticTokenStrategy } from '@sitekit/core-runtime';
import * as files from '../files/index';
import { uploadFile } from './upload-file';

const wire = wireServer();
const client = () => createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false });

describe('uploadFile (wire)', () => {
  it('an upload URL answer without a URL is a SiteKitError, and no bytes go anywhere', async () => {
    for (const resumable of [false, true]) {
      wire.reply({});
      const error = await uploadFile(client(), new Uint8Array([1, 2, 3]), { fileName: 'a.bin', resumable }).catch((e: unknown) => e);
      expect(isSiteKitError(error)).toBe(true);
      expect(error).toMatchObject({ message: 'The platform answered without an upload URL' });
    }
    expect(wire.requests.map((r) => r.url.pathname)).toEqual(['/site-media/v1/files/generate-upload-url', '/site-media/v1/files/generate-resumable-upload-url']);
  });
});
