import { formatCount } from '@shared/dnc/contract';

/** The one number format of the dashboard and the API's messages: 5,000 not 5000. */
export { formatCount };

/** '1 username', '5,014 usernames'. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}
