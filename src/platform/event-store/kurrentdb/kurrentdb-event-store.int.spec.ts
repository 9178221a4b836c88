import { describeEventStoreContract } from '../event-store.contract';
import { KurrentDBEventStore } from './kurrentdb-event-store';

// Runs against a real KurrentDB server, e.g. `docker compose up -d kurrentdb` and
// KURRENTDB_URL=kurrentdb://localhost:2113?tls=false; without it the suite reports itself skipped.
const url = process.env.KURRENTDB_URL;

describeEventStoreContract(
  url ? `KurrentDB event store (${url})` : 'KurrentDB event store [skipped: set KURRENTDB_URL to a KurrentDB server to run]',
  async () => new KurrentDBEventStore({ connectionString: url! }),
  { skip: !url },
);
