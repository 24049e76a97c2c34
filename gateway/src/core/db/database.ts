import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { ChangeWatch } from './change-watch'
import { stableText } from './sqlite-text'
import type { Database, Db } from './types'

const INT8_OID = 20

/** Where the data lives: a PostgreSQL URL, or a folder holding the SQLite file `portal.db`. */
export interface DatabaseTarget {
  databaseUrl: string | null
  dataDir: string
  /** SQLite's `synchronous` (config-readers.ts readSqliteSync); 'normal' when not given. */
  sqliteSync?: 'normal' | 'full'
}

/** Opens Kysely on PostgreSQL when a URL is given, else on `<dataDir>/portal.db` (created if missing). */
export function openDatabase(target: DatabaseTarget): Db {
  if (target.databaseUrl) {
    // Epoch-millisecond bigint columns and count(*) come back as numbers, as on SQLite.
    pg.types.setTypeParser(INT8_OID, (value) => Number(value))
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 })
    // An idle connection the server ends (restart, failover, an administrator's terminate) is
    // dropped from the pool and replaced on the next query; unheard, its error would end the process.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`))
    // A connection that dies while a request holds it fails that request's query; its error event must not end the
    // process (the pool drops the connection when it is given back).
    pool.on('connect', (client) => {
      client.on('error', (error) => process.emitWarning(`PostgreSQL connection lost in use: ${error.message}`))
      namePreparedStatements(client)
    })
    return watched(
      new ChangeWatch(),
      (plugins) => new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
    )
  }
  mkdirSync(target.dataDir, { recursive: true })
  const sqlite = new SQLite(join(target.dataDir, 'portal.db'))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma(`synchronous = ${target.sqliteSync === 'full' ? 'FULL' : 'NORMAL'}`)
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = watched(
    new ChangeWatch(),
    (plugins) =>
      new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins }),
  )
  const version = sqlite.prepare('pragma data_version').pluck()
  let seen = version.get()
  let changes = 0
  // Looked at most once a millisecond (each look is a read transaction, two file-lock calls): the caches of one
  // request ask several times, and under load many requests come within a millisecond.
  let lookedAt = Number.NEGATIVE_INFINITY
  externalChanges.set(db, () => {
    const now = performance.now()
    if (now - lookedAt < EXTERNAL_LOOK_MS) return changes
    lookedAt = now
    const current = version.get()
    if (current !== seen) {
      seen = current
      changes += 1
    }
    return changes
  })
  return db
}

const watches = new WeakMap<Db, ChangeWatch>()
const externalChanges = new WeakMap<Db, () => number>()

function watched(watch: ChangeWatch, open: (plugins: ChangeWatch[]) => Db): Db {
  const db = open([watch])
  watches.set(db, watch)
  return db
}

/** The writes the gateway makes on `db` (see change-watch.ts); undefined for a handle this module did not open. */
export const changeWatchOf = (db: Db): ChangeWatch | undefined => watches.get(db)

/** How stale, at most, a look at other connections' commits may be: a commit is seen by requests this much later. */
export const EXTERNAL_LOOK_MS = 1

/**
 * On SQLite, how many times another connection (another process, a command-line tool) was seen to have committed to
 * the database file, looked at now (or within EXTERNAL_LOOK_MS): a cache compares it with the count it last saw.
 * Always 0 on PostgreSQL, whose processes tell each other over the bus.
 */
export const externalChangeCount = (db: Db): number => externalChanges.get(db)?.() ?? 0

/**
 * Queries with more parameters than this (bulk inserts, long id lists) vary too much to be worth preparing. A fixed
 * query of many values (the approval centre's counts take 24) is well below it: sent unnamed, the server would parse
 * and plan it at every run (about 0.4 ms of its processor for the counts).
 */
const MAX_NAMED_PARAMETERS = 64
const statementNames = new Map<string, string>()
/** Bumped when the server says a prepared statement no longer fits its table (a column added by a newer process). */
let statementEpoch = 0

/** The name a SQL text is prepared under on every connection (a hash: same text, same name). */
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    if (statementNames.size >= STATEMENT_CACHE_SIZE) statementNames.delete(statementNames.keys().next().value!)
    statementNames.set(text, (name = createHash('sha1').update(text).digest('hex')))
  }
  return `k${statementEpoch}_${name}`
}

/**
 * Sends each parameterised query as a named prepared statement, so the server parses and plans it once per
 * connection instead of at every execution. A statement whose table changed shape under it (a migration run
 * by a newer process) is prepared again under a new name.
 */
function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
  const named = (text: string, values: unknown[]) => query({ name: statementName(text), text, values })
  ;(client as unknown as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (
      typeof config !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      values.length > MAX_NAMED_PARAMETERS ||
      callback !== undefined
    ) {
      return query(config, values, callback)
    }
    return named(config, values).catch((error: { code?: string }) => {
      if (error?.code !== '0A000') throw error
      statementEpoch += 1
      return named(config, values)
    })
  }
}

/** How many prepared statements a SQLite connection keeps (the least recently used goes first). */
export const STATEMENT_CACHE_SIZE = 1000

/**
 * Prepares each SQL text once and reuses the statement (preparing costs more than running a small indexed
 * query). Kysely runs one query at a time on the connection, so a statement is never in use twice at once;
 * SQLite prepares a statement again by itself when the schema changed under it.
 */
function withStatementCache(sqlite: SQLite.Database): Pick<SQLite.Database, 'prepare' | 'close'> {
  const statements = new Map<string, SQLite.Statement>()
  return {
    prepare(text: string) {
      let statement = statements.get(text)
      if (statement) {
        statements.delete(text)
      } else {
        statement = sqlite.prepare(stableText(text))
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!)
      }
      statements.set(text, statement)
      return statement
    },
    close: () => {
      statements.clear()
      return sqlite.close()
    },
  } as Pick<SQLite.Database, 'prepare' | 'close'>
}
