/** `@sitekit/data` (being written: see the open issue). */
export {};
