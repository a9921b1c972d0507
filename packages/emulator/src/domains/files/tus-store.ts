import type { Readable } from 'node:stream';
import { DataStore, Upload } from '@tus/server';
import type { BlobStore } from '../../engine/types';
import { concatBytes } from '../../engine/concat-bytes';

const dataKey = (id: string) => `tus/${id}`;
const infoKey = (id: string) => `tus/${id}.json`;
const decoder = new TextDecoder();

/**
 * A tus data store over the engine's blob store: in memory by default, under the state directory
 * when the emulator persists, so a half-done upload survives a restart too. Bytes that arrived before
 * a connection dropped are kept: the client's `HEAD` reads that offset and resumes from it.
 */
export class BlobDataStore extends DataStore {
  constructor(private readonly blobs: BlobStore) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination'];
  }

  private async info(id: string): Promise<Upload> {
    const raw = await this.blobs.get(infoKey(id));
    if (!raw) throw { status_code: 404, body: 'The file for this url was not found\n' };
    return new Upload(JSON.parse(decoder.decode(raw)));
  }

  private async save(upload: Upload): Promise<void> {
    await this.blobs.put(infoKey(upload.id), new TextEncoder().encode(JSON.stringify(upload)));
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.blobs.put(dataKey(upload.id), new Uint8Array());
    await this.save(upload);
    return upload;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.info(id);
    const before = (await this.blobs.get(dataKey(id))) ?? new Uint8Array();
    if (before.byteLength !== offset) throw { status_code: 409, body: 'Upload-Offset conflict\n' };
    const parts = [before];
    let bytes = before;
    try {
      for await (const chunk of stream) parts.push(chunk as Uint8Array);
    } finally {
      // what arrived is kept, even when the connection dropped half way
      bytes = concatBytes(parts);
      await this.blobs.put(dataKey(id), bytes);
      upload.offset = bytes.byteLength;
      await this.save(upload);
    }
    return bytes.byteLength;
  }

  override async getUpload(id: string): Promise<Upload> {
    return this.info(id);
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const upload = await this.info(id);
    upload.size = length;
    await this.save(upload);
  }

  override async remove(id: string): Promise<void> {
    await this.info(id);
    await this.blobs.delete(dataKey(id));
    await this.blobs.delete(infoKey(id));
  }

  /** The finished upload's bytes. */
  bytes(id: string): Promise<Uint8Array | undefined> {
    return this.blobs.get(dataKey(id));
  }
}
