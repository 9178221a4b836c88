import { withDetail } from '@shared/dnc/shared/dnc-messages';
import { serverMessage } from '../../providers/dataProvider';

/**
 * The toast for a failed Do Not Contact call: the main message ('Failed to delete username') with the
 * server's detail appended, unless the detail is missing or says the same thing.
 */
export function failureMessage(main: string, error: unknown): string {
  const detail = serverMessage(error) ?? (error instanceof Error ? error.message : undefined);
  if (!detail || detail.trim() === '' || detail === main) return main;
  return withDetail(main, detail);
}
