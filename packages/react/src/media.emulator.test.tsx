import { describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { files } from '@sitekit/media';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests } from '@sitekit/testing';
import { SiteKitProvider } from './provider';
import { fileKeys } from './keys';
import { filesInfiniteQueryOptions, filesQueryOptions, useUploadFile } from './media';

// useUploadFile and the file queries on the emulator (jsdom: uploadFile takes the browser's XMLHttpRequest path).
duringTests(setupEmulator(), { afterEach: cleanup });

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGP4z8AARww4OQD1MQv1NXv7ggAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const merchant = () => createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: 'emulator-api-key' }), retry: false });

function setup() {
  const client = merchant();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SiteKitProvider client={client} queryClient={queryClient}>{children}</SiteKitProvider>
    </QueryClientProvider>
  );
  return { client, queryClient, wrapper };
}

describe('media hooks on the emulator', () => {
  it('useUploadFile: uploading → success with progress to 100% and the descriptor; the file lists are invalidated', async () => {
    const { client, queryClient, wrapper } = setup();
    await queryClient.fetchQuery(filesQueryOptions(client));
    const { result } = renderHook(() => useUploadFile(), { wrapper });
    expect(result.current.status).toBe('idle');
    let file: files.FileDescriptor | undefined;
    await act(async () => {
      file = await result.current.upload(new Blob([PNG], { type: 'image/png' }), { fileName: 'avatar.png' });
    });
    expect(result.current.status).toBe('success');
    expect(result.current.progress).toMatchObject({ bytesSent: PNG.byteLength, totalBytes: PNG.byteLength, percent: 100 });
    expect(result.current.file).toMatchObject({ _id: file!._id, displayName: 'avatar.png', mediaType: 'IMAGE' });
    expect(queryClient.getQueryState(fileKeys.list())?.isInvalidated).toBe(true);
    const listed = await queryClient.fetchQuery(filesQueryOptions(client));
    expect(listed.items.map((f) => f.displayName)).toEqual(['avatar.png']);
  });

  it('useUploadFile: cancel() ends the upload as canceled and leaves no file; bad input is an error state', async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useUploadFile(), { wrapper });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.upload(new Uint8Array(3_000_000).fill(7), { fileName: 'big.bin' }).catch((e: unknown) => e);
      result.current.cancel(); // while the upload URL is being asked for
    });
    await act(async () => {
      expect(await pending).toMatchObject({ code: 'ABORTED' });
    });
    await waitFor(() => expect(result.current.status).toBe('canceled'));
    expect((await client.files.listFiles()).files).toEqual([]);
    await act(async () => {
      await result.current.upload(new Uint8Array(), { fileName: 'empty.png' }).catch(() => undefined);
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });

  it('filesInfiniteQueryOptions pages a folder on the cursor', async () => {
    const { client, queryClient } = setup();
    const { uploadFile } = await import('@sitekit/media/upload');
    for (const name of ['a.png', 'b.png', 'c.png']) await uploadFile(client, PNG, { fileName: name, fetch: globalThis.fetch });
    const options = filesInfiniteQueryOptions(client, { sort: { fieldName: 'displayName', order: 'ASC' }, paging: { limit: 2 } });
    let data = await queryClient.fetchInfiniteQuery(options);
    expect(data.pages[0]!.items.map((f) => f.displayName)).toEqual(['a.png', 'b.png']);
    data = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(data.pages[1]!.items.map((f) => f.displayName)).toEqual(['c.png']);
    expect(data.pages[1]!.nextCursor).toBeNull();
  });
});
