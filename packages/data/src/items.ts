/** `@sitekit/data/items` (being written: see the open issue). */
export {};
