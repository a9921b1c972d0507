import type { StoredMedia } from '../catalog/access';

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

/** The seed's `collections` entry. */
export interface CollectionsSeed {
  collections: StoredCollection[];
}
