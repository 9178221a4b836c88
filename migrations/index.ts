import type { Migration } from 'kysely';
import * as eventStore from './2026_11_21_0001_event_store';
import * as eventNotify from './2026_11_21_0002_event_notify';
import * as doNotContact from './2026_11_21_0030_do_not_contact';

/** Every migration by name, in order. Migrations are frozen once landed: add new files, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_event_store': eventStore,
  '2026_11_21_0002_event_notify': eventNotify,
  '2026_11_21_0030_do_not_contact': doNotContact,
};
