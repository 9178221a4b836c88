import type { ColumnType, Generated, SelectType } from 'kysely';

/**
 * Column types shared by every tables.ts, so one kind of column reads and writes the same way everywhere.
 * timestamptz reads back as a Date and is written as a Date or an ISO string; a column with a database default
 * (now(), a sequence, gen_random_uuid(), a literal) may be left out of an insert.
 */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A nullable column: may be left out of an insert (null). */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A column with a database default. */
export type WithDefault<T> = Generated<T>;

/** jsonb: read back parsed, written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** bigint and numeric: read back as strings (pg's default), written as numbers, strings or bigints. */
export type Int8 = ColumnType<string, number | string | bigint, number | string | bigint>;
export type Int8WithDefault = ColumnType<string, number | string | bigint | undefined, number | string | bigint>;

/** date: pg reads it back as a Date (midnight), written as 'YYYY-MM-DD'. */
export type Day = ColumnType<Date, string, string>;
export type NullableDay = ColumnType<Date | null, string | null | undefined, string | null>;

/** A view's columns, taken from the table it selects from: read back as the table's, never written. */
export type ViewOf<Table, Column extends keyof Table> = { [K in Column]: ColumnType<SelectType<Table[K]>, never, never> };
