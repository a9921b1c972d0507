import { useCallback, useEffect, useRef, useState } from 'react';
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { uploadFile, type UploadClient, type UploadData, type UploadFileOptions, type UploadProgress } from '@sitekit/media/upload';
import type { files } from '@sitekit/media';
import { moduleOf, type AnyClient, type RegisteredClient } from './client';
import { fileKeys } from './keys';
import { useSiteKitClient } from './provider';
import type { InfiniteQueryOptionsOf, QueryOptionsOf } from './shared';

type FileDescriptor = files.FileDescriptor;
type ListFilesOptions = files.ListFilesOptions;

/**
 * One cursor page of files (plain data).
 */
export interface FilesPage {
  items: FileDescriptor[];
  nextCursor: string | null;
}

const page = (response: files.ListFilesResponse): FilesPage =>
  ({ items: response.files ?? [], nextCursor: response.nextCursor?.cursors?.next ?? null });

/**
 * One page of a folder's files (`files.listFiles`).
 */
export function filesQueryOptions(client: AnyClient, options: ListFilesOptions = {}): QueryOptionsOf<FilesPage, ReturnType<typeof fileKeys.list>> {
  return queryOptions({
    queryKey: fileKeys.list(options),
    queryFn: async (): Promise<FilesPage> => page(await moduleOf(client, 'files').listFiles(options)),
  });
}

/**
 * A folder's files page after page on the platform's cursor (`files.listFiles`): `fetchNextPage()`
 * sends the same options with the next cursor.
 */
export function filesInfiniteQueryOptions(
  client: AnyClient, options: ListFilesOptions = {},
): InfiniteQueryOptionsOf<FilesPage, ReturnType<typeof fileKeys.infinite>, string | null> {
  return infiniteQueryOptions({
    queryKey: fileKeys.infinite(options),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<FilesPage> =>
      page(await moduleOf(client, 'files').listFiles(pageParam ? { ...options, paging: { ...options.paging, cursor: pageParam } } : options)),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * Where an upload of `useUploadFile` stands.
 */
export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error' | 'canceled';

/**
 * What `useUploadFile` returns.
 */
export interface UseUploadFile {
  /** Starts an upload (a new one cancels the running one); resolves the new file's descriptor. */
  upload(data: UploadData, options?: Omit<UploadFileOptions, 'signal'>): Promise<FileDescriptor>;
  /** Cancels the running upload: the transfer stops and no half file is left. */
  cancel(): void;
  /** Back to `idle`. */
  reset(): void;
  status: UploadStatus;
  /** Bytes sent and the total, with `percent` (0–100); `null` before an upload. */
  progress: (UploadProgress & { percent: number }) | null;
  error: unknown;
  /** The uploaded file's descriptor after `success`. */
  file: FileDescriptor | null;
}

interface UploadState {
  status: UploadStatus;
  progress: UseUploadFile['progress'];
  error: unknown;
  file: FileDescriptor | null;
}
const IDLE: UploadState = { status: 'idle', progress: null, error: null, file: null };

/**
 * Uploads a file with `uploadFile` from `@sitekit/media/upload` (progress, abort, tus resume for large
 * files) and tracks it: `status`, `progress`, `error`, `cancel()`. A finished upload invalidates the file
 * queries; unmounting cancels a running upload.
 *
 * @example
 * ```tsx
 * const { upload, progress, status, cancel } = useUploadFile();
 * <input type="file" onChange={(e) => upload(e.target.files![0]!, { labels: ['avatar'] })} />
 * {status === 'uploading' && <progress value={progress?.percent} max={100} />}
 * ```
 */
export function useUploadFile(): UseUploadFile {
  const client = useSiteKitClient<RegisteredClient>() as unknown as UploadClient;
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>(IDLE);
  const running = useRef<AbortController | null>(null);

  const upload = useCallback(async (data: UploadData, options: Omit<UploadFileOptions, 'signal'> = {}) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const mine = () => running.current === controller;
    setState({ ...IDLE, status: 'uploading' });
    try {
      const file = await uploadFile(client, data, {
        ...options,
        signal: controller.signal,
        onProgress: (progress) => {
          if (mine()) setState((previous) => ({ ...previous, progress: { ...progress, percent: progress.totalBytes ? (100 * progress.bytesSent) / progress.totalBytes : 0 } }));
          options.onProgress?.(progress);
        },
      });
      if (mine()) setState((previous) => ({ ...previous, status: 'success', file }));
      void queryClient.invalidateQueries({ queryKey: fileKeys.all() });
      return file;
    } catch (error) {
      if (mine()) setState((previous) => ({ ...previous, status: controller.signal.aborted ? 'canceled' : 'error', error }));
      throw error;
    } finally {
      if (mine()) running.current = null;
    }
  }, [client, queryClient]);

  const cancel = useCallback(() => running.current?.abort(), []);
  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(IDLE);
  }, []);
  useEffect(() => () => running.current?.abort(), []);
  return { ...state, upload, cancel, reset };
}
