/** Stored collection → wire collection; product counts come from the catalog. */
import type { EngineApi } from '../../engine/types';
import { ALL_PRODUCTS_COLLECTION_ID, catalogOf, mediaUrl } from '../catalog/access';
import type { StoredCollection } from './types';

/** How many catalog products are in a collection (every product for All Products), hidden ones included. */
export function numberOfProducts(engine: EngineApi, collectionId: string): number {
  const products = Object.values(catalogOf(engine).products);
  if (collectionId === ALL_PRODUCTS_COLLECTION_ID) return products.length;
  return products.filter((product) => product.collectionIds.includes(collectionId)).length;
}

/** The collection as the API answers it: name, slug, description, visibility, its product count, and its image as the main media. */
export function toWireCollection(engine: EngineApi, collection: StoredCollection, baseUrl: string) {
  const media = collection.media;
  const image = media ? { id: media.id, url: mediaUrl(media, baseUrl), width: media.width, height: media.height, altText: media.altText } : undefined;
  return {
    id: collection.id,
    name: collection.name,
    slug: collection.slug,
    description: collection.description,
    visible: collection.visible,
    numberOfProducts: numberOfProducts(engine, collection.id),
    media: image
      ? { mainMedia: { id: image.id, mediaType: 'image', title: media?.title ?? '', image, thumbnail: { url: image.url, width: 50, height: 50 } }, items: [] }
      : { items: [] },
  };
}
