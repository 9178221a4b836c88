/**
 * `npm run feedback -- status <id> <new|under-review|planned|in-progress|completed|rejected>`
 * `npm run feedback -- list`
 * `npm run feedback -- history <id>`
 * There is no admin role: operators move feedback items through their statuses from here. Each change
 * appends an event by 'operator'.
 */
import { changeFeedbackStatus, feedbackHistory, listFeedback } from './operator-commands';
import { runOperatorCli, UsageError } from './run-operator-cli';

const USAGE = `Usage: npm run feedback -- <command>

  status <id> <status>   set an item's status: new, under-review, planned, in-progress, completed or rejected (shown as Not Planned)
  list                   every item, newest first: status, votes, id, type, title
  history <id>           every change of an item, oldest first: when, by whom (user id or operator), what`;

const [command, ...rest] = process.argv.slice(2);

runOperatorCli('feedback', USAGE, async (store, db) => {
  if (command === 'status' && rest.length === 2) return changeFeedbackStatus(store, rest[0] as string, rest[1] as string);
  if (command === 'list' && rest.length === 0) return listFeedback(db);
  if (command === 'history' && rest.length === 1) return feedbackHistory(store, db, rest[0] as string);
  throw new UsageError('');
});
