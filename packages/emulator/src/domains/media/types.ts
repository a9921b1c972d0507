/** The image host keeps no records: its artwork is made from the catalog's products and the store collections. */
export type MediaState = Record<string, never>;
