import { sessionStoreContract } from '../test/session-store-contract';
import { createSessionRenewals } from './renewals';
import { createMemorySessions } from './token-storage';

sessionStoreContract('createSessionRenewals and createMemorySessions (one process, in memory)', {
  make: (graceMs) => ({ ...createSessionRenewals({ graceMs }), ...createMemorySessions() }),
});
