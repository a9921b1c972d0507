import type { StoredMedia } from '../catalog/access';

/** A store collection as the emulator stores it: name, slug, description, visibility and image. */
export interface StoredCollection {
  id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media?: StoredMedia;
}

/** The collections domain's state: the store collections by id. */
export interface CollectionsState {
  collections: Record<string, StoredCollection>;
}

/** The seed's `collections` entry. */
export interface CollectionsSeed {
  collections: StoredCollection[];
}
