/** `@sitekit/media/files` (being written: see the open issue). */
export {};
