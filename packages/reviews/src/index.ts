/** `@sitekit/reviews` (being written: see the open issue). */
export {};
