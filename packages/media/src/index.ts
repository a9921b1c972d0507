/** `@sitekit/media` (being written: see the open issue). */
export {};
