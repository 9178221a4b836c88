import { describeEventStoreContract } from '../event-store.contract';
import { InMemoryEventStore } from './in-memory-event-store';

describeEventStoreContract('In-memory event store', async () => new InMemoryEventStore());
