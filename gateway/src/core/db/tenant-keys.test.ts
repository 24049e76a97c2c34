import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testServerUrl } from '../../testing/pg-database'
import { tempDir } from '../../testing/temp-dir'
import { openDatabase } from './database'
import { migrateAll } from '../../testing/migrate-all'
import type { Db } from './types'

/**
 * Tables without a tenant_id column, each with the reason it is not tenant data.
 * A new table without tenant_id must be added here with its reason, or the test fails.
 */
const GLOBAL_TABLES: Record<string, string> = {
  company: 'the companies themselves: one row per customer, above the tenants',
  tenant: 'the tenants themselves: its id is the tenant id',
  role_function: 'grants of a role: reached only through role (tenant_id leads its index) by role_id',
  user_role: 'roles of a user: reached only through role (tenant_id leads its index) by role_id',
  menu: 'the product menu tree, the same for every tenant',
  menu_button: 'buttons of the product menu tree, the same for every tenant',
  signing_key: "the gateway's own app-token signing keys",
  app_secret: 'secrets of registered sub-apps, shared by all tenants',
  login_failure: 'sign-in throttle by account and address, before any tenant is known',
  verification_code: 'codes sent to a phone or e-mail address, before any tenant is known',
  captcha_challenge: 'slider challenges, before any tenant is known',
  captcha_pass: 'solved captchas, before any tenant is known',
  code_delivery: 'the delivery queue of verification codes to a phone or e-mail address, before any tenant is known',
  attempt_counter: 'rate limits by address or account, before any tenant is known',
  messaging_replay: 'replay guard of messaging sign-in callbacks, before any tenant is known',
  oidc_login: 'OpenID Connect state of a sign-in in progress, before any tenant is known',
  oidc_handoff: 'one-time hand-off codes of a sign-in in progress, before any tenant is known',
  vendor_account: "app vendors' console accounts: a vendor serves many tenants and belongs to none",
  vendor_session: "app vendors' console sessions, of a vendor account (no tenant)",
  messaging_login: 'OAuth state of a messaging sign-in in progress, bound to a browser, before any tenant is known',
  password_changed: 'per account (global), not per tenant',
  platform_operator: 'platform operators work across tenants by design',
  super_login_ticket: "an operator's super-login in progress, before the tenant is chosen",
  old_login_nonce: "replay guard of the older product's hand-off, before any tenant is known",
  pre_login: 'a sign-in waiting for the tenant pick: the tenant is not chosen yet',
  company_registration: "a company's registration request, before its tenant exists",
  operations_notice: 'version notices of the operations platform, targeted by brand across tenants',
  operations_notice_read: 'which account read which operations notice (global accounts, cross-tenant notices)',
  search_fts:
    'SQLite FTS5 index over search_doc (external content): matched rows are joined back to search_doc and filtered by its tenant_id',
  search_fts_data: "FTS5 shadow table of search_fts (SQLite's own storage of the index)",
  search_fts_idx: "FTS5 shadow table of search_fts (SQLite's own storage of the index)",
  search_fts_docsize: "FTS5 shadow table of search_fts (SQLite's own storage of the index)",
  search_fts_config: "FTS5 shadow table of search_fts (SQLite's own storage of the index)",
  search_gram:
    "SQLite FTS5 index over search_doc.grams (external content): each document's words lead with its tenant-and-kind word, and matched rows are joined back to search_doc and filtered by its tenant_id",
  search_gram_data: "FTS5 shadow table of search_gram (SQLite's own storage of the index)",
  search_gram_idx: "FTS5 shadow table of search_gram (SQLite's own storage of the index)",
  search_gram_config: "FTS5 shadow table of search_gram (SQLite's own storage of the index)",
  user_totp: "an account's authenticator (global account across tenants), not per tenant",
  totp_recovery_code: "an account's recovery codes (global account across tenants), not per tenant",
  totp_key: 'the one server key authenticator secrets are encrypted with',
  csp_report: 'browser reports of content-security-policy violations: sent without a session, so no tenant is known',
  tracking_secret: 'the one server secret behind every tracking key (HMAC input includes the tenant and session)',
  dirsync_suite_ticket:
    "the latest suite_ticket WeCom pushed for the installation's provider app (one per suite, shared by every tenant)",
}

/** Kysely's own bookkeeping tables. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock']

interface TableKeys {
  table: string
  hasTenantId: boolean
  leadingColumns: string[]
}

async function sqliteKeys(db: Db): Promise<TableKeys[]> {
  const tables = await sql<{
    name: string
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
  const out: TableKeys[] = []
  for (const { name } of tables.rows) {
    const columns = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${name})`.execute(db)
    const leading: string[] = []
    // An integer primary key is the rowid: it is in no index_list, so its first column is read here.
    const pk = columns.rows.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk)
    if (pk.length > 0) leading.push(pk[0].name)
    const indexes = await sql<{ name: string }>`select name from pragma_index_list(${name})`.execute(db)
    for (const index of indexes.rows) {
      const info = await sql<{
        seqno: number
        name: string
      }>`select seqno, name from pragma_index_info(${index.name})`.execute(db)
      const first = info.rows.find((c) => c.seqno === 0)
      if (first) leading.push(first.name)
    }
    out.push({ table: name, hasTenantId: columns.rows.some((c) => c.name === 'tenant_id'), leadingColumns: leading })
  }
  return out
}

async function postgresKeys(db: Db): Promise<TableKeys[]> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
    db,
  )
  const tenantColumns = await sql<{ table_name: string }>`
    select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'tenant_id'`.execute(
    db,
  )
  // pg_index.indkey is an int2vector: indkey[0] is the first key column (primary keys are indexes too).
  const leading = await sql<{ table_name: string; column_name: string }>`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where n.nspname = current_schema()`.execute(db)
  const withTenant = new Set(tenantColumns.rows.map((r) => r.table_name))
  return tables.rows.map(({ table_name: table }) => ({
    table,
    hasTenantId: withTenant.has(table),
    leadingColumns: leading.rows.filter((r) => r.table_name === table).map((r) => r.column_name),
  }))
}

describe('tenant-leading keys', () => {
  const dir = tempDir()
  const server = testServerUrl()
  let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | null = null
  let db: Db
  let keys: TableKeys[]

  beforeAll(async () => {
    pgDatabase = server ? await createTestDatabase(server) : null
    db = openDatabase({ databaseUrl: pgDatabase?.url ?? null, dataDir: dir.path })
    await migrateAll(db)
    keys = pgDatabase ? await postgresKeys(db) : await sqliteKeys(db)
  })
  afterAll(async () => {
    await db?.destroy()
    await pgDatabase?.drop()
    dir.remove()
  })

  it('reads a schema with the tables it knows', () => {
    const names = keys.map((k) => k.table)
    expect(names).toEqual(expect.arrayContaining(['employee', 'organ', 'role', 'session', 'tenant']))
    expect(keys.find((k) => k.table === 'employee')?.hasTenantId).toBe(true)
  })

  it('gives every table with a tenant_id an index or primary key that starts with tenant_id', () => {
    const missing = keys.filter((k) => k.hasTenantId && !k.leadingColumns.includes('tenant_id')).map((k) => k.table)
    expect(missing).toEqual([])
  })

  it('names a reason for every table without tenant_id', () => {
    const unexplained = keys
      .filter((k) => !k.hasTenantId && !MIGRATOR_TABLES.includes(k.table) && !(k.table in GLOBAL_TABLES))
      .map((k) => k.table)
    expect(unexplained).toEqual([])
  })
})
