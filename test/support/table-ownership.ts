import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Table ownership in SQL (ARCHITECTURE.md, "one owner for each table"): dependency-cruiser sees imports, not the
 * tables a query names. This finds the tables each production file reads or writes, in SQL text (sql`...`
 * templates, sql.raw strings and the constants passed to it, pg's query and COPY strings, any string that starts
 * as a statement) and in Kysely builder calls (selectFrom, insertInto, updateTable, deleteFrom, the joins,
 * sql.table), and in the bodies of the migrations' SQL functions a file calls; then checks them against each
 * table's owner. A small lexer finds the SQL (comments are never read as SQL); regular expressions read the SQL
 * itself. Not seen: names built at run time (sql.table(variable), ${schema}.job), and better-auth's own queries.
 */

export type Access = 'read' | 'write';

/** One table named by one file: the line of its first mention of that kind. */
export interface TableUse {
  file: string;
  table: string;
  access: Access;
  line: number;
}

/** A table name as written: `schema` when qualified. */
interface NameInSql {
  schema?: string;
  table: string;
  access: Access;
  offset: number;
}

/** A source file, its path relative to the repository root with forward slashes. */
export interface SourceFile {
  path: string;
  text: string;
}

/** Words that can follow FROM, JOIN or UPDATE without being a table. */
const NOT_A_TABLE = new Set(['select', 'lateral', 'only', 'set', 'of', 'skip', 'nowait', 'values', 'stdin', 'stdout', 'where', 'and', 'or', 'on', 'using']);

const IDENT = '(?:"[^"]+"|[A-Za-z_][A-Za-z0-9_$]*)';
const NAME = String.raw`(${IDENT}(?:\s*\.\s*${IDENT})?)`;

/** Statements that write the table they name (the first group), or read it (COPY ... TO, LIKE). */
const WRITES: [RegExp, Access][] = [
  [new RegExp(String.raw`\binsert\s+into\s+${NAME}`, 'gi'), 'write'],
  [new RegExp(String.raw`\bmerge\s+into\s+${NAME}`, 'gi'), 'write'],
  [new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?${NAME}`, 'gi'), 'write'],
  [new RegExp(String.raw`\bupdate\s+(?:only\s+)?${NAME}`, 'gi'), 'write'],
  [new RegExp(String.raw`\btruncate\s+(?:table\s+)?(?:only\s+)?${NAME}`, 'gi'), 'write'],
  [new RegExp(String.raw`\block\s+(?:table\s+)?(?:only\s+)?${NAME}`, 'gi'), 'write'],
  [new RegExp(String.raw`\b(?:analyze|vacuum(?:\s+full)?)\s+${NAME}`, 'gi'), 'write'],
  [new RegExp(String.raw`\b(?:create|alter|drop)\s+(?:unlogged\s+)?table\s+(?:if\s+(?:not\s+)?exists\s+)?${NAME}`, 'gi'), 'write'],
  [new RegExp(String.raw`\bcopy\s+${NAME}(?=[^;]*\bfrom\b)`, 'gi'), 'write'],
  [new RegExp(String.raw`\bcopy\s+${NAME}(?=[^;]*\bto\b)`, 'gi'), 'read'],
  [new RegExp(String.raw`\(\s*like\s+${NAME}`, 'gi'), 'read'],
];

/** FROM and JOIN name the tables a statement reads; a name followed by "(" is a function (unnest, our SQL functions). */
const READS = new RegExp(String.raw`\b(from|join)\s+(?:lateral\s+)?(?:only\s+)?${NAME}(\s*\()?`, 'gi');

/** `, other alias` after a FROM item: a comma join. */
const COMMA_ITEM = new RegExp(String.raw`^\s*(?:as\s+)?(?:(?!where\b|join\b|on\b|group\b|order\b|limit\b|for\b)${IDENT}\s*)?,\s*${NAME}(\s*\()?`, 'i');

/** Common table expressions and temporary tables: names a statement makes up, not tables. */
const CTE = new RegExp(String.raw`(?:\bwith\s+(?:recursive\s+)?|,\s*)(${IDENT})\s*(?:\([^)]*\)\s*)?as\s+(?:(?:not\s+)?materialized\s+)?\(`, 'gi');
const TEMP_TABLE = new RegExp(String.raw`\bcreate\s+(?:temp|temporary)\s+table\s+(?:if\s+not\s+exists\s+)?(${IDENT})`, 'gi');

/** SQL folds unquoted names to lower case; Kysely quotes every name it is given (`asWritten`). */
function unquote(name: string, asWritten: boolean): string {
  return name.startsWith('"') ? name.slice(1, -1) : asWritten ? name : name.toLowerCase();
}

function splitName(written: string, asWritten = false): { schema?: string; table: string } {
  const parts = written.split(/\s*\.\s*(?=[A-Za-z_"])/);
  return parts.length === 2 ? { schema: unquote(parts[0], asWritten), table: unquote(parts[1], asWritten) } : { table: unquote(parts[0], asWritten) };
}

/** SQL with its comments and string literals blanked (same length, so offsets still point into the text). */
export function blankCommentsAndStrings(text: string): string {
  return text.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'/g, (match) => match.replace(/[^\n]/g, ' '));
}

/** The names SQL text declares for itself (common table expressions, temporary tables). */
export function madeUpNames(text: string): string[] {
  const sqlText = blankCommentsAndStrings(text);
  return [...sqlText.matchAll(CTE), ...sqlText.matchAll(TEMP_TABLE)].map((match) => unquote(match[1], false));
}

/** The table names SQL text reads and writes (before made-up names are removed). */
export function namesInSql(text: string): NameInSql[] {
  const sqlText = blankCommentsAndStrings(text);
  const found: NameInSql[] = [];
  const writtenAt = new Set<number>();
  const add = (written: string, access: Access, offset: number) => {
    const name = splitName(written);
    if (NOT_A_TABLE.has(name.table) && !name.schema) return;
    found.push({ ...name, access, offset });
  };
  for (const [pattern, access] of WRITES) {
    for (const match of sqlText.matchAll(pattern)) {
      // `for update`, `for no key update`, `on conflict ... do update`: a lock or an upsert's branch, not UPDATE.
      if (/^update/i.test(match[0]) && /\b(?:for|key|do)\s+$/i.test(sqlText.slice(Math.max(0, match.index - 20), match.index))) continue;
      const at = match.index + match[0].length - match[1].length;
      writtenAt.add(at);
      add(match[1], access, at);
    }
  }
  for (const match of sqlText.matchAll(READS)) {
    const at = match.index + match[0].length - match[2].length - (match[3]?.length ?? 0);
    const before = sqlText.slice(Math.max(0, match.index - 200), match.index);
    if (writtenAt.has(at) || match[3]) continue;
    // `is distinct from x`, `extract(epoch from x)`, `substring(x from 2)`: not a FROM clause.
    if (/\bdistinct\s+$/i.test(before) || /\b(?:extract|substring|trim|overlay|position)\s*\([^()]*$/i.test(before)) continue;
    add(match[2], 'read', at);
    let rest = sqlText.slice(match.index + match[0].length);
    let restAt = match.index + match[0].length;
    for (let item = COMMA_ITEM.exec(rest); item && !item[2]; item = COMMA_ITEM.exec(rest)) {
      add(item[1], 'read', restAt + item[0].length - item[1].length);
      rest = rest.slice(item[0].length);
      restAt += item[0].length;
    }
  }
  return found;
}

/** A token of TypeScript source: comments are skipped; a template's text has its `${...}` parts blanked. */
interface Token {
  kind: 'word' | 'punct' | 'string' | 'template';
  value: string;
  start: number;
}

const WORD_START = /[A-Za-z_$]/;
const WORD_PART = /[A-Za-z0-9_$]/;
/** After these a `/` starts a regular expression, not a division. */
const BEFORE_REGEX_WORDS = new Set(['return', 'typeof', 'case', 'in', 'of', 'new', 'delete', 'void', 'throw', 'else', 'do', 'await', 'yield']);

/**
 * A small lexer for TypeScript: enough to tell code from comments, strings, templates and regular
 * expressions, which is all the search for SQL needs (the TypeScript parser would cost seconds here).
 * Templates nest through their `${...}` parts; a template's token comes before the tokens of its parts.
 */
export function lex(text: string): Token[] {
  const tokens: Token[] = [];
  /** Open templates whose `${...}` part is being read: where the part began, the depth of braces inside it. */
  const open: { token: Token; from: number; depth: number }[] = [];
  let i = 0;
  const readTemplate = (token: Token) => {
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') {
        token.value += text[i + 1] ?? '';
        i += 2;
      } else if (c === '`') {
        i++;
        return;
      } else if (c === '$' && text[i + 1] === '{') {
        token.value += ' \u0000 ';
        i += 2;
        open.push({ token, from: i, depth: 0 });
        return;
      } else {
        token.value += c;
        i++;
      }
    }
  };
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) i++;
    else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) === -1 ? text.length : text.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"') {
      const token: Token = { kind: 'string', value: '', start: i };
      for (i++; i < text.length && text[i] !== c && text[i] !== '\n'; i++) {
        if (text[i] === '\\') {
          i++;
          token.value += text[i] === 'n' ? '\n' : (text[i] ?? '');
        } else token.value += text[i];
      }
      i++;
      tokens.push(token);
    } else if (c === '`') {
      const token: Token = { kind: 'template', value: '', start: i };
      tokens.push(token);
      i++;
      readTemplate(token);
    } else if (c === '}' && open.length > 0 && open[open.length - 1].depth === 0) {
      // The part's lines stay in the template's text, so offsets in it still give the source line.
      const part = open.pop()!;
      part.token.value += text.slice(part.from, i).replace(/[^\n]/g, '');
      i++;
      readTemplate(part.token);
    } else if (c === '/' && !divides(tokens[tokens.length - 1])) {
      // A regular expression: to the closing slash outside a character class, then its flags.
      const start = i;
      let inClass = false;
      for (i++; i < text.length && (inClass || text[i] !== '/') && text[i] !== '\n'; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
      }
      for (i++; i < text.length && WORD_PART.test(text[i]); i++);
      tokens.push({ kind: 'punct', value: '/regex/', start });
    } else if (WORD_START.test(c) || /[0-9]/.test(c)) {
      const start = i;
      for (i++; i < text.length && WORD_PART.test(text[i]); i++);
      tokens.push({ kind: 'word', value: text.slice(start, i), start });
    } else {
      if (open.length > 0 && c === '{') open[open.length - 1].depth++;
      if (open.length > 0 && c === '}') open[open.length - 1].depth--;
      tokens.push({ kind: 'punct', value: c, start: i });
      i++;
    }
  }
  return tokens;
}

/** Whether a `/` after this token divides (after a value) rather than starting a regular expression. */
function divides(previous: Token | undefined): boolean {
  if (!previous) return false;
  if (previous.kind === 'word') return !BEFORE_REGEX_WORDS.has(previous.value);
  return previous.kind !== 'punct' || [')', ']', '}'].includes(previous.value);
}

/** Kysely's builder methods that take a table name: what they do with it. */
const BUILDER_CALLS: Record<string, Access> = {
  selectFrom: 'read',
  innerJoin: 'read',
  leftJoin: 'read',
  rightJoin: 'read',
  fullJoin: 'read',
  crossJoin: 'read',
  using: 'read',
  insertInto: 'write',
  replaceInto: 'write',
  updateTable: 'write',
  deleteFrom: 'write',
  mergeInto: 'write',
};

/**
 * A string that is a statement wherever it is (returned, kept in an object, passed on): lower-case SQL from its
 * start, as this code base writes it. Prose that starts the same way would be read as SQL too: its words then
 * show up as unknown tables, so the test says so rather than passing.
 */
const LOOKS_LIKE_SQL = /^\s*(?:select\b[\s\S]*\bfrom\s|insert\s+into\s|update\s+\S+\s+set\s|delete\s+from\s|with\s+\S+\s+as\s*\(|copy\s)/;

/** pg's methods that take SQL text, and pg-copy-streams' COPY statements. */
const SQL_TEXT_CALLS = new Set(['query', 'copyFrom', 'copyTo']);

const isLiteral = (token: Token | undefined): token is Token & { kind: 'string' | 'template' } => token?.kind === 'string' || token?.kind === 'template';
const isPunct = (token: Token | undefined, value: string) => token?.kind === 'punct' && token.value === value;

/** Whether the template at `index` is tagged `sql` (or `sql<Row>`). */
function taggedSql(tokens: Token[], index: number): boolean {
  let before = index - 1;
  if (isPunct(tokens[before], '>') && !isPunct(tokens[before - 1], '=')) {
    for (let depth = 0; before >= 0; before--) {
      if (isPunct(tokens[before], '>')) depth++;
      if (isPunct(tokens[before], '<') && --depth === 0) break;
    }
    before--;
  }
  const tag = tokens[before];
  return tag?.kind === 'word' && tag.value === 'sql' && !isPunct(tokens[before - 1], '.');
}

/** Every SQL text and builder table name in one file, with the names its SQL makes up. */
interface FileSql {
  texts: { text: string; offset: number }[];
  builderNames: { written: string; access: Access; offset: number }[];
  madeUp: Set<string>;
  /** Identifiers passed to sql.raw (constants holding SQL, wherever they are defined). */
  rawIdentifiers: Set<string>;
  /** `const NAME = '...'` and `` `...` `` of this file, by name. */
  constants: Map<string, { text: string; offset: number }>;
}

function readFileSql(tokens: Token[]): FileSql {
  const found: FileSql = { texts: [], builderNames: [], madeUp: new Set(), rawIdentifiers: new Set(), constants: new Map() };
  tokens.forEach((token, index) => {
    if (token.kind === 'template' && taggedSql(tokens, index)) found.texts.push({ text: token.value, offset: token.start });
    else if (isLiteral(token) && LOOKS_LIKE_SQL.test(token.value)) found.texts.push({ text: token.value, offset: token.start });
    if (token.kind !== 'word') return;
    const next = tokens[index + 1];
    // const NAME = 'text' / `text`
    const value = tokens[index + 2];
    if (isPunct(next, '=') && isLiteral(value) && ['const', 'let'].includes(tokens[index - 1]?.value)) {
      found.constants.set(token.value, { text: value.value, offset: value.start });
    }
    const member = isPunct(tokens[index - 1], '.');
    const onSql = member && tokens[index - 2]?.value === 'sql';
    const called = onSql || SQL_TEXT_CALLS.has(token.value) || (member && (Object.hasOwn(BUILDER_CALLS, token.value) || token.value === 'with'));
    if (!called || (!isPunct(next, '(') && !isPunct(next, '<'))) return;
    // method<Row>(...): the type arguments are skipped.
    let open = index + 1;
    if (isPunct(next, '<')) {
      for (let depth = 0; open < Math.min(tokens.length, index + 100); open++) {
        if (isPunct(tokens[open], '<')) depth++;
        if (isPunct(tokens[open], '>') && --depth === 0) break;
      }
      open++;
    }
    if (!isPunct(tokens[open], '(')) return;
    const argument = tokens[open + 1];
    if (!argument) return;
    if (onSql && token.value === 'raw') {
      if (isLiteral(argument)) found.texts.push({ text: argument.value, offset: argument.start });
      else if (argument.kind === 'word' && isPunct(tokens[open + 2], ')')) found.rawIdentifiers.add(argument.value);
    } else if (onSql && token.value === 'table' && isLiteral(argument)) {
      found.builderNames.push({ written: argument.value, access: 'read', offset: argument.start });
    } else if (SQL_TEXT_CALLS.has(token.value) && isLiteral(argument)) {
      found.texts.push({ text: argument.value, offset: argument.start });
    } else if (member && Object.hasOwn(BUILDER_CALLS, token.value)) {
      // 'table', 'table as alias', or ['a', 'b as c'].
      const names = isPunct(argument, '[') ? [] : [argument];
      if (isPunct(argument, '[')) {
        for (let at = open + 2; isLiteral(tokens[at]); at += 2) {
          names.push(tokens[at]);
          if (!isPunct(tokens[at + 1], ',')) break;
        }
      }
      for (const name of names.filter(isLiteral)) found.builderNames.push({ written: name.value, access: BUILDER_CALLS[token.value], offset: name.start });
    } else if (member && token.value === 'with' && argument.kind === 'string') {
      found.madeUp.add(argument.value.split('(')[0].trim().toLowerCase());
    }
  });
  return found;
}

/** Line numbers by offset. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/**
 * The SQL functions (of the migrations) that SQL text calls, each with the tables its body names, and those of
 * the functions it calls in turn: a function's reads and writes are its caller's.
 */
function functionCalls(text: string, functions: ReadonlyMap<string, string>): { offset: number; names: NameInSql[] }[] {
  if (functions.size === 0) return [];
  const sqlText = blankCommentsAndStrings(text);
  const calls = (body: string) => [...body.matchAll(new RegExp(String.raw`\b(${[...functions.keys()].join('|')})\s*\(`, 'gi'))];
  const namesOf = (name: string, seen: Set<string>): NameInSql[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    const body = functions.get(name) ?? '';
    const madeUp = new Set(madeUpNames(body));
    return [
      ...namesInSql(body).filter((found) => found.schema || !madeUp.has(found.table)),
      ...calls(body).flatMap((call) => namesOf(call[1].toLowerCase(), seen)),
    ];
  };
  return calls(sqlText).map((call) => ({ offset: call.index, names: namesOf(call[1].toLowerCase(), new Set()) }));
}

/**
 * The tables the files read and write, one use per (file, table, access), first mention's line. Constants passed
 * to sql.raw are read as SQL in the file that defines them; a call of one of the migrations' SQL functions uses
 * what the function's body uses. Schema-qualified names outside `public` (pg-boss's,
 * the catalogs') and PostgreSQL's system catalogs (pg_*) are left out.
 */
export function tableUses(files: SourceFile[], functions: ReadonlyMap<string, string> = new Map()): TableUse[] {
  const perFile = files.map((file) => ({ file, sql: readFileSql(lex(file.text)) }));
  const rawIdentifiers = new Set(perFile.flatMap(({ sql }) => [...sql.rawIdentifiers]));
  const uses = new Map<string, TableUse>();
  for (const { file, sql } of perFile) {
    const texts = [...sql.texts, ...[...sql.constants].filter(([name]) => rawIdentifiers.has(name)).map(([, constant]) => constant)];
    const madeUp = new Set([...sql.madeUp, ...texts.flatMap(({ text }) => madeUpNames(text))]);
    const lineOf = lineFinder(file.text);
    const named: { schema?: string; table: string; access: Access; line: number }[] = [
      ...texts.flatMap(({ text, offset }) => {
        const lineIn = (at: number) => lineOf(offset) + (text.slice(0, at).match(/\n/g)?.length ?? 0);
        const direct = namesInSql(text).map((name) => ({ ...name, line: lineIn(name.offset) }));
        const throughFunctions = functionCalls(text, functions).flatMap((call) => call.names.map((name) => ({ ...name, line: lineIn(call.offset) })));
        return [...direct, ...throughFunctions];
      }),
      ...sql.builderNames.map(({ written, access, offset }) => ({ ...splitName(written.split(/\s+as\s+/i)[0].trim(), true), access, line: lineOf(offset) })),
    ];
    for (const name of named) {
      if ((name.schema && name.schema !== 'public') || name.table.startsWith('pg_')) continue;
      if (!name.schema && madeUp.has(name.table)) continue;
      const key = `${file.path}\u0000${name.table}\u0000${name.access}`;
      const known = uses.get(key);
      if (!known || name.line < known.line) uses.set(key, { file: file.path, table: name.table, access: name.access, line: name.line });
    }
  }
  return [...uses.values()].sort((a, b) => a.file.localeCompare(b.file) || a.table.localeCompare(b.table) || a.access.localeCompare(b.access));
}

/** What the migrations leave behind: their tables and views (with the migration that made each) and SQL functions (with their bodies). */
export interface Schema {
  tables: Map<string, string>;
  functions: Map<string, string>;
}

/**
 * Reads each migration's `up` in order: tables created (sql`create table` or Kysely's createTable), dropped and
 * renamed; views, as tables (a read model a context publishes may be one); functions created (the last
 * definition of a name wins: overloads are not told apart) and dropped.
 */
export function schemaOfMigrations(migrations: SourceFile[]): Schema {
  const schema: Schema = { tables: new Map(), functions: new Map() };
  const statements = new RegExp(
    [
      String.raw`\bcreate\s+(?:(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?|(?:or\s+replace\s+)?view\s+)${NAME}`,
      String.raw`\bdrop\s+(?:table|view)\s+(?:if\s+exists\s+)?${NAME}`,
      String.raw`\balter\s+table\s+(?:if\s+exists\s+)?${NAME}\s+rename\s+to\s+${NAME}`,
      String.raw`\bcreate\s+(?:or\s+replace\s+)?function\s+${NAME}\s*\(`,
      String.raw`\bdrop\s+function\s+(?:if\s+exists\s+)?${NAME}`,
    ].join('|'),
    'gi',
  );
  for (const migration of [...migrations].sort((a, b) => a.path.localeCompare(b.path))) {
    const tokens = lex(migration.text);
    // The body of `function up(...) { ... }`: its tokens, from the first brace after the name to the matching one.
    const named = tokens.findIndex((token, index) => token.value === 'up' && tokens[index - 1]?.value === 'function');
    if (named === -1) continue;
    let from = tokens.findIndex((token, index) => index > named && isPunct(token, '{'));
    let to = from;
    for (let depth = 0; to < tokens.length; to++) {
      if (isPunct(tokens[to], '{')) depth++;
      if (isPunct(tokens[to], '}') && --depth === 0) break;
    }
    for (; from < to; from++) {
      const token = tokens[from];
      if (token.kind === 'template' && taggedSql(tokens, from)) {
        const sqlText = blankCommentsAndStrings(token.value);
        for (const match of sqlText.matchAll(statements)) {
          const [, created, dropped, renamed, renamedTo, fn, droppedFn] = match;
          if (created) schema.tables.set(splitName(created).table, migration.path);
          else if (dropped) schema.tables.delete(splitName(dropped).table);
          else if (renamed) {
            schema.tables.delete(splitName(renamed).table);
            schema.tables.set(splitName(renamedTo).table, migration.path);
          } else if (fn) schema.functions.set(splitName(fn).table, dollarQuotedBody(sqlText, match.index + match[0].length));
          else if (droppedFn) schema.functions.delete(splitName(droppedFn).table);
        }
      }
      const argument = tokens[from + 2];
      if (token.kind === 'word' && isPunct(tokens[from - 1], '.') && isPunct(tokens[from + 1], '(') && isLiteral(argument)) {
        if (token.value === 'createTable') schema.tables.set(splitName(argument.value).table, migration.path);
        if (token.value === 'dropTable') schema.tables.delete(splitName(argument.value).table);
      }
    }
  }
  return schema;
}

/** The text between the first `$tag$` after `from` and the same tag closing it (a function's body). */
function dollarQuotedBody(sqlText: string, from: number): string {
  const open = /\$([A-Za-z_]*)\$/g;
  open.lastIndex = from;
  const start = open.exec(sqlText);
  if (!start) return '';
  const end = sqlText.indexOf(start[0], start.index + start[0].length);
  return sqlText.slice(start.index + start[0].length, end === -1 ? undefined : end);
}

/** The context a file belongs to: its module's or projection's folder; the platform's and the app's wiring. */
export function contextOf(file: string): string {
  const inContext = /^(?:src\/modules|projections)\/([^/]+)\//.exec(file);
  if (inContext) return inContext[1];
  if (file.startsWith('src/platform/')) return 'platform';
  return 'app';
}

export interface TableEntry {
  owner: string;
  /** Set when the owner publishes the table for other contexts to read: why. */
  public?: string;
}

export interface Crossing {
  file: string;
  table: string;
  access: Access;
}

export interface OwnershipReport {
  /** Cross-context uses that are not listed as known crossings. */
  violations: TableUse[];
  /** Listed crossings that no longer happen. */
  stale: Crossing[];
  /** Names that are not a table any migration creates. */
  unknown: TableUse[];
  /** Listed crossings that do happen. */
  crossings: TableUse[];
}

/**
 * The rule: a file of context A uses a table owned by B ≠ A only if B publishes it; the app's wiring
 * may use any table. Platform files use platform tables only (the platform knows no context). Public tables
 * may be read by others, never written.
 */
export function allowed(fileContext: string, entry: TableEntry, access: Access): boolean {
  if (fileContext === entry.owner || fileContext === 'app') return true;
  if (fileContext === 'platform') return false;
  return entry.public !== undefined && access === 'read';
}

export function checkOwnership(uses: TableUse[], tables: Record<string, TableEntry>, knownCrossings: readonly Crossing[]): OwnershipReport {
  const key = (crossing: Crossing) => `${crossing.file} ${crossing.table} ${crossing.access}`;
  const listed = new Set(knownCrossings.map(key));
  const report: OwnershipReport = { violations: [], stale: [], unknown: [], crossings: [] };
  const seen = new Set<string>();
  for (const use of uses) {
    const entry = Object.hasOwn(tables, use.table) ? tables[use.table] : undefined;
    if (!entry) {
      report.unknown.push(use);
      continue;
    }
    if (allowed(contextOf(use.file), entry, use.access)) continue;
    if (listed.has(key(use))) {
      report.crossings.push(use);
      seen.add(key(use));
    } else report.violations.push(use);
  }
  report.stale = knownCrossings.filter((crossing) => !seen.has(key(crossing)));
  return report;
}

/** The production files the rule applies to: src/ and projections/, without tests, test support and stand-ins. */
export function productionFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (relative === 'src/stand-ins' || entry.name === 'testing' || entry.name === 'fixtures') continue;
        walk(relative);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.contract.ts') && !entry.name.endsWith('.d.ts')) {
        files.push({ path: relative, text: readFileSync(path.join(root, relative), 'utf8') });
      }
    }
  };
  walk('src');
  walk('projections');
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

export function migrationFiles(root: string): SourceFile[] {
  return readdirSync(path.join(root, 'migrations'))
    .filter((name) => /^\d.*\.ts$/.test(name))
    .map((name) => ({ path: `migrations/${name}`, text: readFileSync(path.join(root, 'migrations', name), 'utf8') }));
}
