import type { StoredMedia } from '../catalog/types';

export interface StoredCollection {
  id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media?: StoredMedia;
}

export interface CollectionsState {
  collections: Record<string, StoredCollection>;
}
