/** The embedded PostgreSQL could not start: the message says what failed and what the operator can do. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

interface FailureContext {
  dataDir: string;
  port: number;
}

const PORT_IN_USE = /could not bind .* address|Address already in use|could not create any TCP\/IP sockets/i;
const LOCKED = /lock file "postmaster\.pid" already exists|Is another postmaster/i;
const WRONG_OWNER = /has wrong ownership|must be owned by|cannot be run as root/i;
const BAD_PERMISSIONS = /has invalid permissions/i;
const NO_ACCESS = /Permission denied/i;
const DAMAGED =
  /could not (locate a valid checkpoint|open file|read file)|invalid (checkpoint|data in file|magic number|primary checkpoint|resource manager)|incorrect checksum|incompatible with server|is not a valid data directory|PANIC/i;

function quoted(line: string | undefined): string {
  // Drop the "2026-01-02 03:04:05.678 UTC [123] FATAL:  " prefix: the words are what matter.
  const words = line?.replace(/^.*?\b(?:LOG|FATAL|PANIC|ERROR|WARNING):\s+/, '');
  return words ? ` (PostgreSQL said: "${words}")` : '';
}

/**
 * Turns what PostgreSQL printed before it exited during start-up into one sentence for the operator. The
 * server's own words are kept in the sentence, so an unforeseen cause is still visible.
 */
export function explainStartFailure(logLines: readonly string[], context: FailureContext): string {
  const find = (pattern: RegExp) => logLines.find((line) => pattern.test(line));
  const lastError = [...logLines].reverse().find((line) => /FATAL|PANIC|ERROR/.test(line)) ?? logLines.at(-1);
  const dir = context.dataDir;
  const portInUse = find(PORT_IN_USE);
  if (portInUse) {
    return `Port ${context.port} on 127.0.0.1, where the embedded PostgreSQL listens, is in use by another program${quoted(portInUse)}: set EMBEDDED_POSTGRES_PORT to a free port, or stop that program.`;
  }
  const locked = find(LOCKED);
  if (locked) {
    return `Another PostgreSQL server holds the data directory ${dir}${quoted(locked)}: stop it, or set DATA_DIR to another directory.`;
  }
  const wrongOwner = find(WRONG_OWNER);
  if (wrongOwner) {
    return `The data directory ${dir} belongs to another user${quoted(wrongOwner)}: give it to the user PostgreSQL runs as (chown -R), or set DATA_DIR to a directory of your own.`;
  }
  const badPermissions = find(BAD_PERMISSIONS);
  if (badPermissions) {
    return `PostgreSQL refuses the permissions of the data directory ${dir}${quoted(badPermissions)}: chmod 700 it.`;
  }
  const noAccess = find(NO_ACCESS);
  if (noAccess) {
    return `PostgreSQL may not use the data directory ${dir}${quoted(noAccess)}: give the user it runs as access to it, or set DATA_DIR to another directory.`;
  }
  // Checked after access: a file PostgreSQL may not open is not a damaged one.
  const damaged = find(DAMAGED);
  if (damaged) {
    return `The data directory ${dir} is damaged or was written by another PostgreSQL version${quoted(damaged)}: restore it from a backup, or move it away to start with an empty database.`;
  }
  return `The embedded PostgreSQL on data directory ${dir} and port ${context.port} stopped while starting${quoted(lastError)}: check that directory and EMBEDDED_POSTGRES_PORT, or set DATABASE_URL to use another PostgreSQL.`;
}
