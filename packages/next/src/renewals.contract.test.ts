import { sessionStoreContract } from '../test/session-store-contract';
import { createSessionRenewals } from './renewals';

sessionStoreContract('createSessionRenewals (one process, in memory)', { make: (graceMs) => createSessionRenewals({ graceMs }) });
