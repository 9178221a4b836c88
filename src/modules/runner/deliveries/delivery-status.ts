import type { DeliveryState } from '../../../../projections/runner/tables';
import type { OutcomeReason } from '../outcomes/contract';
import type { DeliveryStatus } from './contract';

/**
 * What the log says of a ledger row: reserved is pending (X may be being called), a sent DM whose lead wrote back
 * is replied, and a skip or a failure carries its reason.
 */
export function deliveryStatusOf(state: DeliveryState, replied: boolean): { status: DeliveryStatus; reason: OutcomeReason | null } {
  switch (state) {
    case 'reserved':
      return { status: 'pending', reason: null };
    case 'sent':
      return { status: replied ? 'replied' : 'sent', reason: null };
    case 'failed':
      return { status: 'failed', reason: 'failed' };
    case 'skipped_do_not_contact':
      return { status: 'skipped', reason: 'do_not_contact' };
    case 'skipped_already_dmd':
      return { status: 'skipped', reason: 'already_dmd' };
    case 'skipped_cannot_dm':
      return { status: 'skipped', reason: 'cannot_dm' };
    case 'skipped_replied':
      return { status: 'skipped', reason: 'replied' };
  }
}

/** The ledger rows a status filter lists: their states, and whether the lead must have replied (sent rows only). */
export function statusFilter(status: DeliveryStatus): { states: DeliveryState[]; replied?: boolean } {
  switch (status) {
    case 'pending':
      return { states: ['reserved'] };
    case 'sent':
      return { states: ['sent'], replied: false };
    case 'replied':
      return { states: ['sent'], replied: true };
    case 'failed':
      return { states: ['failed'] };
    case 'skipped':
      return { states: ['skipped_do_not_contact', 'skipped_already_dmd', 'skipped_cannot_dm', 'skipped_replied'] };
  }
}

/**
 * The search box's text as a LIKE pattern on the ledger's lower-case usernames: trimmed, without a leading @,
 * case-insensitive, LIKE's own wildcards taken literally; null when nothing is left to search for.
 */
export function usernamePattern(search: string): string | null {
  const name = search.trim().replace(/^@+/, '').trim().toLowerCase();
  if (name === '') return null;
  return `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
