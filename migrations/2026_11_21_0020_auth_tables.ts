import { type Kysely, sql } from 'kysely';

/**
 * The tables better-auth 1.7 reads and writes (core schema: user, session, account, verification, and
 * rateLimit for database-stored rate limits), with its column names and types, frozen here. better-auth
 * validates the schema on first use, so a mismatch after an upgrade stops it loudly instead of failing
 * a sign-in later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table "user" (
      "id" text not null primary key,
      "name" text not null,
      "email" text not null unique,
      "emailVerified" boolean not null,
      "image" text,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz default current_timestamp not null
    )`.execute(db);
  await sql`
    create table "session" (
      "id" text not null primary key,
      "expiresAt" timestamptz not null,
      "token" text not null unique,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz not null,
      "ipAddress" text,
      "userAgent" text,
      "userId" text not null references "user" ("id") on delete cascade
    )`.execute(db);
  await sql`
    create table "account" (
      "id" text not null primary key,
      "accountId" text not null,
      "providerId" text not null,
      "userId" text not null references "user" ("id") on delete cascade,
      "accessToken" text,
      "refreshToken" text,
      "idToken" text,
      "accessTokenExpiresAt" timestamptz,
      "refreshTokenExpiresAt" timestamptz,
      "scope" text,
      "password" text,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz not null
    )`.execute(db);
  await sql`
    create table "verification" (
      "id" text not null primary key,
      "identifier" text not null,
      "value" text not null,
      "expiresAt" timestamptz not null,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz default current_timestamp not null
    )`.execute(db);
  await sql`
    create table "rateLimit" (
      "id" text not null primary key,
      "key" text not null unique,
      "count" integer not null,
      "lastRequest" bigint not null
    )`.execute(db);
  await sql`create index "session_userId_idx" on "session" ("userId")`.execute(db);
  await sql`create index "account_userId_idx" on "account" ("userId")`.execute(db);
  await sql`create index "verification_identifier_idx" on "verification" ("identifier")`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table "rateLimit"`.execute(db);
  await sql`drop table "verification"`.execute(db);
  await sql`drop table "account"`.execute(db);
  await sql`drop table "session"`.execute(db);
  await sql`drop table "user"`.execute(db);
}
