import type { Call } from '@sitekit/core-runtime';
import { filesService } from './service';
import type {
  GenerateFileResumableUploadUrlOptions, GenerateFileResumableUploadUrlResponse, GenerateFileUploadUrlOptions,
  GenerateFileUploadUrlResponse,
} from '../files/types';

/**
 * A URL to upload one file to (POST `/site-media/v1/files/generate-upload-url`): `PUT` the bytes to it
 * with the `filename` query parameter. `uploadFile` from `@sitekit/media/upload` does the whole job.
 *
 * @returns the full response `{ uploadUrl }`.
 * @throws ValidationError when `mimeType` is empty or `options` is not an object (before any request).
 * @example
 * ```ts
 * const { uploadUrl } = await client.files.generateFileUploadUrl('image/png', { fileName: 'logo.png', private: false });
 * await fetch(`${uploadUrl}?filename=logo.png`, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/png' } });
 * ```
 */
export const generateFileUploadUrl: Call<(mimeType: string, options?: GenerateFileUploadUrlOptions) => Promise<GenerateFileUploadUrlResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/files/generate-upload-url', {
    name: 'GenerateFileUploadUrl', args: { mimeType: 'id', options: 'options' },
  });

/**
 * A resumable upload URL (POST `/site-media/v1/files/generate-resumable-upload-url`): the tus
 * protocol, so a dropped connection resumes where it stopped.
 *
 * @returns the full response `{ uploadProtocol, uploadUrl, uploadToken }`.
 * @throws ValidationError when `mimeType` is empty or `options` is not an object (before any request).
 */
export const generateFileResumableUploadUrl: Call<(mimeType: string, options?: GenerateFileResumableUploadUrlOptions) => Promise<GenerateFileResumableUploadUrlResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/files/generate-resumable-upload-url', {
    name: 'GenerateFileResumableUploadUrl', args: { mimeType: 'id', options: 'options' },
  });
