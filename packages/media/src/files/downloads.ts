import type { Call } from '@sitekit/core-runtime';
import { filesService } from './service';
import type {
  GenerateFileDownloadUrlOptions, GenerateFileDownloadUrlResponse, GenerateFilesDownloadUrlResponse,
  GenerateVideoStreamingUrlOptions, GenerateVideoStreamingUrlResponse,
} from './types';

/**
 * A URL that downloads the given files as one compressed file (POST `/site-media/v1/files/generate-download-url`).
 *
 * @returns the full response `{ downloadUrl }`.
 * @throws ValidationError when `fileIds` is not a non-empty array (before any request).
 */
export const generateFilesDownloadUrl: Call<(fileIds: string[]) => Promise<GenerateFilesDownloadUrlResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/files/generate-download-url', { name: 'GenerateFilesDownloadUrl', args: { fileIds: 'list' } });

/**
 * Signed, expiring download URLs of one file (POST `/site-media/v1/files/generate-file-download-url`);
 * the way to serve a private file.
 *
 * @returns the full response `{ downloadUrls: [{ url, assetKey }] }`.
 * @throws ValidationError when `fileId` is empty or `options` is not an object (before any request).
 */
export const generateFileDownloadUrl: Call<(fileId: string, options?: GenerateFileDownloadUrlOptions) => Promise<GenerateFileDownloadUrlResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/files/generate-file-download-url', {
    name: 'GenerateFileDownloadUrl', args: { fileId: 'id', options: 'options' },
  });

/**
 * A streaming URL of a video file (POST `/site-media/v1/files/generate-video-stream-url`).
 *
 * @returns the full response `{ downloadUrl: { url, assetKey } }`.
 * @throws ValidationError when `fileId` is empty or `options` is not an object (before any request).
 */
export const generateVideoStreamingUrl: Call<(fileId: string, options?: GenerateVideoStreamingUrlOptions) => Promise<GenerateVideoStreamingUrlResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/files/generate-video-stream-url', {
    name: 'GenerateVideoStreamingUrl', args: { fileId: 'id', options: 'options' },
  });
