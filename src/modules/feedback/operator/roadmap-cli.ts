/**
 * `npm run roadmap -- add "<title>" [--status planned|in-progress|completed] [--eta <text>] [--description <text>]`
 * `npm run roadmap -- move <id> <planned|in-progress|completed>`
 * `npm run roadmap -- list`
 * There is no admin role: operators manage the roadmap from here. Each change appends an event by 'operator'.
 */
import { addRoadmapItem, listRoadmap, moveRoadmapItem } from './operator-commands';
import { parseOptions, runOperatorCli, UsageError } from './run-operator-cli';

const USAGE = `Usage: npm run roadmap -- <command>

  add "<title>" [--status <s>] [--eta <text>] [--description <text>]   put an item on the roadmap (status planned by default)
  move <id> <status>                                                  move an item to planned, in-progress or completed
  list                                                                the roadmap: planned, then in-progress, then completed`;

const [command, ...rest] = process.argv.slice(2);

runOperatorCli('roadmap', USAGE, async (store) => {
  if (command === 'add') {
    const { positional, options } = parseOptions(rest, ['status', 'eta', 'description']);
    if (positional.length !== 1) throw new UsageError('add takes one title (quote it)');
    return addRoadmapItem(store, { title: positional[0] as string, ...options });
  }
  if (command === 'move' && rest.length === 2) return moveRoadmapItem(store, rest[0] as string, rest[1] as string);
  if (command === 'list' && rest.length === 0) return listRoadmap(store);
  throw new UsageError('');
});
