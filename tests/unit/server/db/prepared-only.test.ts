// Issue 22 (OWASP ASVS level 1, V5.3.4): every SQL statement the server runs is a prepared statement
// whose text is fixed in the source: values only ever go through parameters. This reads every
// server file (its types stripped by esbuild, parsed by rollup's parser: the build's own tools).
// Issue 23: the queries are Kysely's builder and its `sql` template tag, whose values are always
// parameters; what can still put text into SQL is checked: the text given to `.prepare(…)`, a
// database's `.exec(…)` or `.query(…)`, and to Kysely's `sql.raw`, `sql.lit`, `sql.id`, `sql.ref`,
// `sql.table` and `CompiledQuery.raw`. Each must be a string literal, or a template whose every
// `${…}` is a `const` of the same file initialised with a string or number literal (a column list, an
// ORDER BY, a weight) or a list of `?` placeholders. String concatenation, a variable, a call, or a
// value interpolated into SQL fails, with its file and the call.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transformSync } from 'esbuild';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const SERVER = join(ROOT, 'server');

/**
 * The migrations' scripts are the literals of server/db/migrations.ts with an engine's column types
 * (migrate.ts hands each engine's runner the text); a test schema's name is checked against a plain
 * identifier pattern before sql.id quotes it (postgres.ts); the SQLite connection's statement cache
 * prepares the text Kysely compiled, whose values are parameters (open.ts).
 */
const ALLOWED_EXPRESSIONS = new Map([
  ['server/db/open.ts', ['script', 'text']],
  ['server/db/postgres.ts', ['script', 'schema']],
]);

/** Kysely's ways to put text into SQL (everything else it sends as a parameter). */
const RAW_TEXT = /^(sql\.(raw|lit|id|ref|table)|CompiledQuery\.raw)$/;
/** The query layer's entry points, counted to show the check reads the server's queries. */
const QUERY_CALLS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'prepare', 'exec']);

// The ESTree nodes this reads, loosely: every node has a type and its source range.
type Node = { type: string; start: number; end: number; [key: string]: unknown };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
}

/** A number literal: a constant's value in a statement (a weight, a count) is no value from outside. */
const isNumber = (node: Node | null | undefined): boolean => node != null && node.type === 'Literal' && typeof node.value === 'number';

/** `list.map(() => '?').join(', ')`: as many placeholders as the list has items, values none. */
const PLACEHOLDERS = /^[\w.]+\.map\(\(\) => "\?"\)\.join\(", "\)$/;

const isLiteralText = (node: Node | null | undefined): boolean =>
  node != null && ((node.type === 'Literal' && typeof node.value === 'string') || (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0));

interface Finding {
  at: string;
  text: string;
}

/** The SQL calls of one file's TypeScript, and those whose text is not fixed in the source. */
function unsafeSql(code: string, path: string): { calls: number; findings: Finding[] } {
  const js = transformSync(code, { loader: 'ts' }).code;
  const ast = parseAst(js);
  const text = (node: Node): string => js.slice(node.start, node.end);
  const constants = new Set<string>();
  walk(ast, (node) => {
    if (node.type === 'VariableDeclaration' && node.kind === 'const')
      for (const declaration of node.declarations as Node[])
        if ((declaration.id as Node).type === 'Identifier' && (isLiteralText(declaration.init as Node | null) || isNumber(declaration.init as Node | null)))
          constants.add((declaration.id as Node).name as string);
  });
  const allowed = ALLOWED_EXPRESSIONS.get(path) ?? [];
  const findings: Finding[] = [];
  let calls = 0;
  const fixed = (sql: Node | undefined): boolean =>
    sql !== undefined &&
    (isLiteralText(sql) ||
      allowed.includes(text(sql)) ||
      (sql.type === 'TemplateLiteral' &&
        (sql.expressions as Node[]).every((part) => (part.type === 'Identifier' && constants.has(part.name as string)) || PLACEHOLDERS.test(text(part)))));
  walk(ast, (node) => {
    if (node.type === 'TaggedTemplateExpression' && text(node.tag as Node) === 'sql') calls++;
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node;
    if (callee.type !== 'MemberExpression' || (callee.property as Node).type !== 'Identifier') return;
    const method = (callee.property as Node).name as string;
    if (QUERY_CALLS.has(method)) calls++;
    // `.prepare` on anything; `.exec` and `.query` on a receiver named like a database (RegExp#exec is
    // not SQL); Kysely's raw-text helpers.
    const database = /(^|\.)(db|database|tx|trx|connection|client|pool)$/i.test(text(callee.object as Node));
    const raw = RAW_TEXT.test(text(callee));
    if (method !== 'prepare' && !((method === 'exec' || method === 'query') && database) && !raw) return;
    if (!fixed((node.arguments as Node[])[0])) findings.push({ at: path, text: text(node).slice(0, 120) });
  });
  return { calls, findings };
}

describe('SQL: prepared statements with fixed text only', () => {
  const results = files(SERVER).map((file) => unsafeSql(readFileSync(file, 'utf8'), relative(ROOT, file).split('\\').join('/')));

  it("finds the server's statements (the check reads what it should)", () => {
    expect(results.reduce((sum, result) => sum + result.calls, 0)).toBeGreaterThan(50);
  });

  it('builds no statement from a value: every text is a literal, or interpolates only literal constants', () => {
    expect(results.flatMap((result) => result.findings)).toEqual([]);
  });

  it('would catch a value interpolated, a concatenation, a variable, a database exec, and a constant that is not one', () => {
    const probe = (code: string): Finding[] => unsafeSql(code, 'probe.ts').findings;
    expect(probe("const cols: string = 'a, b'; db.prepare(`SELECT ${cols} FROM t WHERE id = ?`); /x/.exec(text);")).toEqual([]);
    expect(probe('db.prepare(`SELECT * FROM t WHERE id = ${id}`);')).toHaveLength(1);
    expect(probe("db.prepare('SELECT * FROM t WHERE name = ' + name);")).toHaveLength(1);
    expect(probe('db.prepare(sql);')).toHaveLength(1);
    expect(probe('this.db.exec(`DELETE FROM ${table}`);')).toHaveLength(1);
    expect(probe("let cols = 'a'; db.prepare(`SELECT ${cols} FROM t`);")).toHaveLength(1);
    expect(probe('const cols = name; db.prepare(`SELECT ${cols} FROM t`);')).toHaveLength(1);
    expect(probe("const W = 10; db.prepare(`SELECT bm25(d, ${W}) FROM d WHERE c IN (${CODES.map(() => '?').join(', ')})`);")).toEqual([]);
    expect(probe("db.prepare(`SELECT * FROM d WHERE c IN (${CODES.map((c) => c).join(', ')})`);")).toHaveLength(1);
    // Kysely: the tag's values are parameters; its raw-text helpers and a pool's query are checked.
    expect(probe('await sql`SELECT * FROM t WHERE id = ${id}`.execute(db); db.selectFrom("t").where("id", "=", id);')).toEqual([]);
    expect(probe('sql.raw(`SELECT * FROM t WHERE id = ${id}`);')).toHaveLength(1);
    expect(probe('sql`SELECT * FROM ${sql.id(table)}`;')).toHaveLength(1);
    expect(probe('sql`ORDER BY ${sql.lit(order)}`;')).toHaveLength(1);
    expect(probe('connection.executeQuery(CompiledQuery.raw(text));')).toHaveLength(1);
    expect(probe("connection.executeQuery(CompiledQuery.raw('begin immediate'));")).toEqual([]);
    expect(probe('pool.query(`DROP SCHEMA ${name}`);')).toHaveLength(1);
  });
});
