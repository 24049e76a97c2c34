import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type SQLiteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database, Db } from './types'

const INT8_OID = 20

/**
 * better-sqlite3 12 (node::ObjectWrap) aborts the process on Node 24.19+ when a statement is
 * collected late ("Assertion failed: (env) != nullptr"); 13 (Node-API 10) fixes that but needs
 * Node 22.14+. Both are installed (13 under the alias better-sqlite3-napi) and the runtime picks.
 */
const require = createRequire(import.meta.url)
const [major, minor] = process.versions.node.split('.').map(Number)
const SQLite: typeof SQLiteDatabase = major > 22 || (major === 22 && minor >= 14)
  ? require('better-sqlite3-napi')
  : require('better-sqlite3')

/** Where the data lives: a PostgreSQL URL, or a folder holding the SQLite file `portal.db`. */
export interface DatabaseTarget {
  databaseUrl: string | null
  dataDir: string
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
    pool.on('connect', (client) => client.on('error', (error) => process.emitWarning(`PostgreSQL connection lost in use: ${error.message}`)))
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  mkdirSync(target.dataDir, { recursive: true })
  const sqlite = new SQLite(join(target.dataDir, 'portal.db'))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}
