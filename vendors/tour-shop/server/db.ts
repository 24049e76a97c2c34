import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'

export type Db = SQLite.Database

// Every row belongs to a tenant (the `tid` of the app token) and the tenant id leads every key.
// Money is decimal text (yuan, two places), never a float.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS tenant (
  tenant_id INTEGER PRIMARY KEY,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS budget (
  tenant_id INTEGER NOT NULL,
  year INTEGER NOT NULL,
  per_employee TEXT NOT NULL,
  PRIMARY KEY (tenant_id, year)
);
CREATE TABLE IF NOT EXISTS trip (
  tenant_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  title_zh TEXT NOT NULL,
  title_en TEXT NOT NULL,
  destination TEXT NOT NULL,
  days INTEGER NOT NULL,
  price TEXT NOT NULL,
  seats INTEGER NOT NULL,
  dates TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE TABLE IF NOT EXISTS booking (
  tenant_id INTEGER NOT NULL,
  id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  trip_id INTEGER NOT NULL,
  trip_title_zh TEXT NOT NULL,
  trip_title_en TEXT NOT NULL,
  destination TEXT NOT NULL,
  trip_date TEXT NOT NULL,
  travellers INTEGER NOT NULL,
  amount TEXT NOT NULL,
  budget_year INTEGER NOT NULL,
  state TEXT NOT NULL,
  approval_id TEXT,
  created_at TEXT NOT NULL,
  decided_at TEXT,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX IF NOT EXISTS booking_user ON booking (tenant_id, user_id, budget_year);
CREATE INDEX IF NOT EXISTS booking_trip ON booking (tenant_id, trip_id, trip_date);
CREATE TABLE IF NOT EXISTS console_session (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
`

/** Opens `<dataDir>/tour-shop.sqlite` (created with its tables if missing), or a memory database for `:memory:`. */
export function openDb(dataDir: string): Db {
  let file = ':memory:'
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true })
    file = join(dataDir, 'tour-shop.sqlite')
  }
  const db = new SQLite(file)
  if (file !== ':memory:') db.pragma('journal_mode = WAL')
  db.exec(SCHEMA)
  return db
}
