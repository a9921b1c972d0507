/** `@sitekit/media/upload` (being written: see the open issue). */
export {};
