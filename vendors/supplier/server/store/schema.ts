import type { Database } from 'better-sqlite3'

// Every row carries the tenant id of the app token it was written with; every read filters by it.
const VERSION_1 = `
CREATE TABLE supplier (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  credit_code TEXT NOT NULL,
  suspended INTEGER NOT NULL DEFAULT 0,
  demo INTEGER NOT NULL DEFAULT 0,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (tenant_id, credit_code)
);
CREATE INDEX supplier_tenant_created ON supplier (tenant_id, created_at);
CREATE TABLE document (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  supplier_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  file_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  expires_on TEXT NOT NULL,
  uploaded_by TEXT NOT NULL,
  uploaded_at INTEGER NOT NULL
);
CREATE INDEX document_tenant_supplier ON document (tenant_id, supplier_id);
CREATE TABLE evaluation (
  tenant_id INTEGER NOT NULL,
  supplier_id INTEGER NOT NULL,
  user_id TEXT NOT NULL,
  quality INTEGER NOT NULL,
  delivery INTEGER NOT NULL,
  service INTEGER NOT NULL,
  comment TEXT NOT NULL,
  evaluated_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, supplier_id, user_id)
);
CREATE TABLE tenant (
  tenant_id INTEGER PRIMARY KEY,
  seeded_at INTEGER NOT NULL
);
`

/** Brings the database to the latest schema (PRAGMA user_version counts the steps done). */
export function migrate(db: Database): void {
  const steps = [VERSION_1]
  const done = db.pragma('user_version', { simple: true }) as number
  for (let version = done; version < steps.length; version++) {
    db.transaction(() => {
      db.exec(steps[version])
      db.pragma(`user_version = ${version + 1}`)
    })()
  }
}
