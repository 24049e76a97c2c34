import type SQLiteDatabase from 'better-sqlite3'
import { createRequire } from 'node:module'

/**
 * better-sqlite3 12 aborts the process on Node 24.19+ when a statement is collected late; 13 (Node-API 10)
 * fixes that but needs Node 22.14+. Both are installed (13 under the alias better-sqlite3-napi); the runtime picks.
 */
const require = createRequire(import.meta.url)
const [major, minor] = process.versions.node.split('.').map(Number)

export const SQLite: typeof SQLiteDatabase =
  major > 22 || (major === 22 && minor >= 14) ? require('better-sqlite3-napi') : require('better-sqlite3')
