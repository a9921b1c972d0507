/**
 * The `members` module: the logged-in member's self-service (profile, slug, community, deletion)
 * and back-office member administration. Bind it with `createClient({ modules: { members } })`.
 */
export * from './current-member';
export * from './read';
export * from './query-members';
export * from './status';
export * from './write';
export * from './bulk';
export * from './enums';
export type * from './types';
