/**
 * What other domains may use of recommendations: nothing yet. This file is where such exports go
 * (other domains import a domain only through its `access.ts`).
 */
export {};
