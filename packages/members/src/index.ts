/** `@sitekit/members` (being written: see the open issue). */
export {};
