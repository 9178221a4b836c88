import type { AccountEvent } from '../../src/modules/accounts/account/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { CONNECTED_ACCOUNTS_PROJECTION } from './connected-accounts.projection';

/** Which connected accounts a committed batch changed, per user. */
export const connectedAccountsLiveChanges = {
  projection: CONNECTED_ACCOUNTS_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<AccountEvent>[]).map((event) => ({ userId: event.data.userId, resource: 'accounts', ids: [event.data.accountId] })),
};
