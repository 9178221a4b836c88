import { withDetail } from '@shared/dnc/contract';
import { isClientError, serverMessage } from '../providers/dataProvider';

/**
 * The toast for a failed command: the main message ('Failed to delete username') with the server's detail
 * appended, unless the detail is missing or says the same thing. With `clientErrorsAlone`, a refusal the user
 * can act on (a 4xx with the server's {message}) shows that message alone ('Please enter at least one username').
 */
export function commandFailureMessage(main: string, error: unknown, clientErrorsAlone = false): string {
  const detail = serverMessage(error) ?? (error instanceof Error ? error.message : undefined);
  if (clientErrorsAlone && isClientError(error) && serverMessage(error)) return serverMessage(error)!;
  if (!detail || detail.trim() === '' || detail === main) return main;
  return withDetail(main, detail);
}
