/** `@sitekit/reviews/reviews` (being written: see the open issue). */
export {};
