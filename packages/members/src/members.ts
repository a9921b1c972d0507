/** `@sitekit/members/members` (being written: see the open issue). */
export {};
