import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { handleCommand } from '../../../platform/commands/aggregate-streams';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { feedbackItemDecider } from '../item/decide';
import { feedbackItemStreamId } from '../item/events';
import { scriptCommand } from '../../../../test/support/script-command';
import { feedbackHistory, listFeedback } from './operator-commands';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../../..');

let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool });
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** Node's own warnings (a library's deprecation notice, say) are not the command's output. */
const withoutNodeWarnings = (stderr: string) => stderr.replace(/^\(node:\d+\).*\n|^\(Use `node .*\n/gm, '');

/** `npm run <cli> -- <args>` as an operator runs it, against the test database: exit code, stdout, stderr. */
async function cli(name: 'roadmap' | 'feedback', ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [...(await scriptCommand(`src/modules/feedback/operator/${name}-cli.ts`)), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: withoutNodeWarnings(failed.stderr) };
  }
}

const UUID = '[0-9a-f-]{36}';

// The two command-line tests touch different streams, so they run side by side.
it.concurrent('roadmap: adds, moves and lists items in the order planned, in-progress, completed, each change an event by the operator', async () => {
  expect((await cli('roadmap', 'list')).stdout).toMatch(/^The roadmap is empty/);
  const done = await cli('roadmap', 'add', 'Bulk DM templates', '--status', 'completed');
  expect(done.stdout).toMatch(new RegExp(`^Added roadmap item ${UUID} \\(completed\\): Bulk DM templates\\n$`));
  const planned = await cli('roadmap', 'add', 'Reply inbox', '--eta', 'Q1 2027', '--description', 'Answer replies in the app');
  expect(planned.stdout).toMatch(/\(planned, ETA Q1 2027\): Reply inbox/);
  const plannedId = planned.stdout.match(new RegExp(UUID))?.[0] as string;
  const later = await cli('roadmap', 'add', 'Team seats');
  const laterId = later.stdout.match(new RegExp(UUID))?.[0] as string;

  expect((await cli('roadmap', 'move', laterId, 'in-progress')).stdout).toBe(`Moved roadmap item ${laterId}: planned -> in-progress\n`);
  const list = (await cli('roadmap', 'list')).stdout.split('\n');
  expect(list[0]).toBe('Roadmap: 3 item(s)');
  expect(list.slice(1, 4).map((line) => line.replace(new RegExp(UUID), 'ID').replace(/\s+/g, ' '))).toEqual([
    'planned ID Q1 2027 Reply inbox',
    'in-progress ID - Team seats',
    'completed ID - Bulk DM templates',
  ]);

  const events = await store.readStream('roadmap');
  expect(events.map((event) => event.type)).toEqual(['RoadmapItemAdded', 'RoadmapItemAdded', 'RoadmapItemAdded', 'RoadmapItemMoved']);
  expect(events.every((event) => event.metadata.userId === 'operator' && (event.data as { by: string }).by === 'operator')).toBe(true);

  // Refusals: clear messages, exit 1; wrong usage: the usage, exit 64. None changes anything, so they run at once
  // (each is a process of its own, most of whose time is starting up).
  const [alreadyPlanned, unknownItem, unknownStatus, blankTitle, usage, unknownOption] = await Promise.all([
    cli('roadmap', 'move', plannedId, 'planned'),
    cli('roadmap', 'move', 'nope', 'planned'),
    cli('roadmap', 'add', 'X', '--status', 'someday'),
    cli('roadmap', 'add', '  '),
    cli('roadmap', 'remove', plannedId),
    cli('roadmap', 'add', 'X', '--colour', 'red'),
  ]);
  expect(alreadyPlanned).toMatchObject({ code: 1, stderr: 'The roadmap item is already planned\n' });
  expect(unknownItem).toMatchObject({ code: 1, stderr: 'No roadmap item with the id nope\n' });
  expect(unknownStatus).toMatchObject({ code: 1, stderr: 'Status must be one of planned, in-progress, completed\n' });
  expect(blankTitle).toMatchObject({ code: 1, stderr: 'Please enter a title\n' });
  expect(usage.code).toBe(64);
  expect(usage.stderr).toContain('Usage: npm run roadmap -- <command>');
  expect(unknownOption.stderr).toMatch(/^Unknown option --colour\n/);
  expect((await store.readStream('roadmap')).length).toBe(4);
}, 120_000);

it.concurrent('feedback: sets an item status as the operator, refusing unknown items and statuses', async () => {
  const feedbackId = '00000000-0000-4000-8000-00000000abcd';
  await handleCommand(
    store,
    feedbackItemStreamId(feedbackId),
    feedbackItemDecider,
    { type: 'SubmitFeedback', feedbackId, userId: 'u1', userEmail: 'u1@example.com', plan: 'basic', feedbackType: 'bug', title: 'Broken', description: '', at: new Date().toISOString() },
    { userId: 'u1' },
  );
  expect(await cli('feedback', 'status', feedbackId, 'rejected')).toMatchObject({ code: 0, stdout: `Feedback item ${feedbackId}: new -> rejected (shown as Not Planned)\n` });
  expect(await cli('feedback', 'status', feedbackId, 'rejected')).toMatchObject({ code: 0, stdout: `Feedback item ${feedbackId} is already rejected; nothing changed\n` });
  // The refusals and the history change nothing: at once.
  const [unknownStatus, unknownItem, usage, shown, unknownHistory] = await Promise.all([
    cli('feedback', 'status', feedbackId, 'done'),
    cli('feedback', 'status', 'missing', 'planned'),
    cli('feedback', 'status', feedbackId),
    cli('feedback', 'history', feedbackId),
    cli('feedback', 'history', 'missing'),
  ]);
  expect(unknownStatus).toMatchObject({
    code: 1,
    stderr: 'Status must be one of new, under-review, planned, in-progress, completed, rejected (rejected is shown as Not Planned)\n',
  });
  expect(unknownItem).toMatchObject({ code: 1, stderr: 'No feedback item with the id missing\n' });
  expect(usage.code).toBe(64);
  const history = shown.stdout.split('\n');
  expect(history[0]).toBe(`History of feedback item ${feedbackId}: 2 change(s)`);
  expect(history.slice(1, 3).map((line) => line.replace(/^\S+ {2}/, 'T  '))).toEqual(['T  u1  submitted (bug): Broken', 'T  operator  status new -> rejected']);
  expect(unknownHistory).toMatchObject({ code: 1, stderr: 'No feedback item with the id missing\n' });
  const events = await store.readStream(feedbackItemStreamId(feedbackId));
  expect(events.map((event) => [event.type, event.metadata.userId])).toEqual([
    ['FeedbackSubmitted', 'u1'],
    ['FeedbackStatusChanged', 'operator'],
  ]);
}, 120_000);

it("feedback: a title with control characters (stored before they were refused) cannot drive the operator's terminal or fake a line", async () => {
  const feedbackId = '00000000-0000-4000-8000-00000000beef';
  const title = '\u001b[2J\u001b[HAll clear\nplanned      9  forged-line';
  await handleCommand(
    store,
    feedbackItemStreamId(feedbackId),
    feedbackItemDecider,
    { type: 'SubmitFeedback', feedbackId, userId: 'u2', userEmail: 'u2@example.com', plan: 'basic', feedbackType: 'bug', title, description: '', at: new Date().toISOString() },
    { userId: 'u2' },
  );
  await database.db
    .insertInto('feedback_items')
    .values({ id: feedbackId, user_id: 'u2', user_email: 'u2@example.com', type: 'bug', title, description: '', status: 'new', votes: 0, created_at: new Date(), updated_at: new Date(), deleted_at: null, stream_version: 1 })
    .execute();
  const shown = '\\u001b[2J\\u001b[HAll clear\\u000aplanned      9  forged-line';
  const history = await feedbackHistory(store, database.db, feedbackId);
  const list = await listFeedback(database.db);
  for (const output of [history, list]) {
    const controls = [...output].filter((char) => (char.charCodeAt(0) < 0x20 && char !== '\n') || (char.charCodeAt(0) >= 0x7f && char.charCodeAt(0) < 0xa0));
    expect(controls).toEqual([]);
    expect(output).toContain(shown);
  }
  expect(list.split('\n').filter((line) => line.includes('forged-line'))).toHaveLength(1);
});
