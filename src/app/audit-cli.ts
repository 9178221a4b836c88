/**
 * `npm run audit -- plan <email>`: every plan change of a user, read from the event store: what changed,
 * from and to (plan/accounts), when, and by what (registration, checkout, webhook, job, user).
 * `npm run audit -- campaign <id>`: every change of a campaign, read from the event store: the rows of its
 * History tab (when, by the user, the runner or the system, what, from -> to).
 *
 * Connects to DATABASE_URL, or to the app's embedded PostgreSQL of DATA_DIR (started for the occasion when
 * the app is not running); events come from KurrentDB when KURRENTDB_URL is set.
 */
import { formatPlanAudit, planAudit } from '../modules/billing';
import { campaignsAudit, formatCampaignsAudit } from '../modules/campaigns';
import { ConfigError, loadConfig } from '../platform/config/config';
import { createDatabase, createPool } from '../platform/database/database';
import { openOperatorDatabase } from '../platform/database/operator-database';
import { createEventStore } from '../platform/event-store/create-event-store';

const USAGE = `Usage: npm run audit -- plan <email>
       npm run audit -- campaign <id>

  plan <email>    every plan change of the user with this email, oldest first, from the event store
  campaign <id>   every change of the campaign with this id, oldest first, from the event store`;

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if ((command !== 'plan' && command !== 'campaign') || !email) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const config = loadConfig();
  const database = await openOperatorDatabase(config);
  const url = database.url;
  const pool = createPool(url, 2);
  const db = createDatabase(pool);
  const eventStore = createEventStore({ pool, databaseUrl: url, kurrentdbUrl: config.KURRENTDB_URL });
  try {
    if (command === 'campaign') {
      const audit = await campaignsAudit(db, eventStore, email);
      if (!audit) {
        process.stderr.write(`No campaign with the id ${email}\n`);
        return 1;
      }
      process.stdout.write(`${formatCampaignsAudit(audit)}\n`);
      return 0;
    }
    const audit = await planAudit(db, eventStore, email);
    if (!audit) {
      process.stderr.write(`No user with the email ${email}\n`);
      return 1;
    }
    process.stdout.write(`${formatPlanAudit(audit)}\n`);
    return 0;
  } finally {
    await eventStore.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await database.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : `audit failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
    process.exit(1);
  },
);
