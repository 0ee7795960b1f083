import fs from 'node:fs';
import path from 'node:path';

/**
 * The brand API's layering, checked on its source:
 * (a) routes never cast a request: `body`, `params`, `query` and `headers` are typed by the route's
 *     TypeBox schema (the type provider), so a cast can only hide a schema that says something else;
 * (b) SQL lives only in `*-repository.ts` files (and the database layer: migrations, `db/db.ts`,
 *     `db/migrate.ts`); services keep the logic, routes the HTTP.
 */

const SRC = __dirname;

/**
 * Files that still hold SQL outside a repository, each waiting for its move. An entry must still
 * contain SQL: remove it in the commit that moves its SQL (a stale entry fails too), and never add one.
 */
const PENDING_SQL_MOVES: readonly string[] = [];

const REQUEST_PART = String.raw`(?:request|req)\s*\.\s*(?:body|params|query|headers)\b`;

/** Each way of casting a request part, with an example of what it catches. */
const CAST_PATTERNS: readonly RegExp[] = [
  // request.body as X · (request.params as X).id · request.headers['x'] as string · (request.body ?? {}) as X
  new RegExp(String.raw`\b${REQUEST_PART}(?:\s*\.\s*\w+|\s*\[[^\]]*\])*(?:\s*(?:\?\?|\|\|)\s*[^;)]*)?\)*\s+as\s`),
  // <X>request.body · <X>(request.body)
  new RegExp(String.raw`(?<![\w$.\])>])<[^<>();=]+>\s*\(?\s*${REQUEST_PART}`),
  // <typeof request.body> · as typeof request.body
  new RegExp(String.raw`(?:<\s*|\bas\s+)typeof\s+${REQUEST_PART}`),
];

/** SQL statements: uppercase keywords (as every query here is written), so prose never matches. */
const SQL_PATTERNS: readonly RegExp[] = [
  /\bSELECT\b[^;]{0,400}?\bFROM\b/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+[\w."]+(?:\s+\w+)?\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  // An sql`…` template tag (a query builder's).
  /\bsql\s*`/,
  // A query or exec call whose text is SQL, whatever its case: db.query('SELECT 1'), tx.exec(`create table …`).
  /\.(?:query|exec)\s*(?:<[^()]*>)?\s*\(\s*['"`]\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|DROP|ALTER|TRUNCATE|BEGIN|COMMIT|ROLLBACK|LOCK|SET)\b/i,
];

/** The source without its comments, so a comment may name SQL; `//` inside a string (a URL) stays. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const matchingLines = (source: string, patterns: readonly RegExp[]): string[] => {
  const code = withoutComments(source);
  return patterns.flatMap((pattern) => {
    const match = pattern.exec(code);
    return match ? [match[0].replace(/\s+/g, ' ').slice(0, 120)] : [];
  });
};

const requestCasts = (source: string) => matchingLines(source, CAST_PATTERNS);
const sqlStatements = (source: string) => matchingLines(source, SQL_PATTERNS);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

/** Tests and their helpers may set up databases and read rows back. */
const isTestCode = (file: string) => file.endsWith('.test.ts') || file.split('/').includes('test-support');
const mayHoldSql = (file: string) =>
  file.endsWith('-repository.ts') || file.startsWith('db/migrations/') || file === 'db/db.ts' || file === 'db/migrate.ts';

const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');
const productionFiles = sourceFiles(SRC).filter((file) => !isTestCode(file));

describe('the request-cast detector', () => {
  it.each([
    ['a body cast', 'const form = request.body as ContactForm;'],
    ['a cast inside parentheses', 'return (request.params as { storeId: number }).storeId;'],
    ['a cast of a defaulted body', 'const body = (request.body ?? {}) as { attributes?: string[] };'],
    ['a cast of one header', "const key = request.headers['idempotency-key'] as string;"],
    ['a cast of a query field', 'const date = request.query.date as string;'],
    ['a cast on req', 'const { id } = req.params as { id: string };'],
    ['a double cast', 'const q = request.query as unknown as SlotQuery;'],
    ['an angle-bracket cast', 'const form = <ContactForm>request.body;'],
    ['a typeof request type argument', 'const form = parse<typeof request.body>(raw);'],
    ['a cast to the type of a request part', 'const form = raw as typeof request.body;'],
    ['a cast across lines', 'const q = request\n  .query as SlotQueryString;'],
  ])('catches %s', (_name, snippet) => {
    expect(requestCasts(snippet)).not.toEqual([]);
  });

  it.each([
    ['typed parts', 'const { storeId } = request.params;\nreturn offers.byId(request.params.id);'],
    ['a generic call with a request part', 'return deps.content.document<Choices>(request.query.key);'],
    ['a cast of something else', 'const value = JSON.parse(text) as Settings;'],
    ['a cast in a comment', '// never write request.body as Form: the schema types it'],
    ['a cast on the response', 'const json = reply.raw as unknown;'],
    ['a request part passed on', "await requireHuman(deps.captcha, request.ip, request.body.recaptchaToken, 'contact');"],
  ])('passes %s', (_name, snippet) => {
    expect(requestCasts(snippet)).toEqual([]);
  });
});

describe('the SQL detector', () => {
  it.each([
    ['a select', "const { rows } = await db.query('SELECT value FROM documents WHERE key = $1', [key]);"],
    ['an insert', "await tx.query(\n  'INSERT INTO outbox (kind, to_address) VALUES ($1, $2)',\n  [kind, to],\n);"],
    ['an update', 'await db.query(`UPDATE outbox SET sent_at = now() WHERE id = $1`, [id]);'],
    ['a delete', "await db.query('DELETE FROM sessions WHERE expires_at < now()');"],
    ['a statement kept in a constant', 'const CLAIM = `\n  SELECT id, kind\n  FROM outbox\n  FOR UPDATE SKIP LOCKED`;'],
    ['a query call without FROM', "await db.query('SELECT 1');"],
    ['lower-case SQL in a query call', "await db.query('select count(*) from bookings');"],
    ['a typed query call', "await db.query<{ n: number }>('SELECT count(*)::int AS n FROM booking_rules');"],
    ['an exec call', 'await db.exec(`CREATE TABLE tmp (id int)`);'],
    ['an sql template tag', 'const rows = await sql`SELECT * FROM jobs`;'],
  ])('catches %s', (_name, snippet) => {
    expect(sqlStatements(snippet)).not.toEqual([]);
  });

  it.each([
    ['a repository call', 'const rows = await repo.bookingsByEmail(emails);'],
    ['prose', "throw badRequest('Please select a time from the list, then update your details.');"],
    ['SQL named in a comment', '// Rows are claimed with SELECT … FROM outbox FOR UPDATE SKIP LOCKED.'],
    ['SQL named in a block comment', '/**\n * INSERT INTO bookings happens in the repository.\n */'],
    ['a regular expression exec', 'const match = /^(\\d{1,2}):(\\d{2})$/.exec(text);'],
    ['a URL', "const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';"],
  ])('passes %s', (_name, snippet) => {
    expect(sqlStatements(snippet)).toEqual([]);
  });
});

describe('the brand API source', () => {
  it('finds the source it checks', () => {
    expect(productionFiles).toEqual(expect.arrayContaining(['app.ts', 'server.ts']));
    expect(productionFiles.some((file) => file.startsWith('routes/'))).toBe(true);
  });

  it('never casts a request', () => {
    const casts = productionFiles.flatMap((file) => requestCasts(read(file)).map((cast) => `${file}: ${cast}`));
    expect(casts).toEqual([]);
  });

  it('writes SQL only in repositories and the database layer', () => {
    const misplaced = productionFiles
      .filter((file) => !mayHoldSql(file) && !PENDING_SQL_MOVES.includes(file))
      .flatMap((file) => sqlStatements(read(file)).map((statement) => `${file}: ${statement}`));
    expect(misplaced).toEqual([]);
  });

  it('lists only files that still wait for their SQL to move', () => {
    const stale = PENDING_SQL_MOVES.filter((file) => !productionFiles.includes(file) || sqlStatements(read(file)).length === 0);
    expect(stale).toEqual([]);
  });
});
