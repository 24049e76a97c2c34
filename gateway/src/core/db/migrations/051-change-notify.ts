import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect'

// PostgreSQL only: every committed change to a session, a user or a tenant (by row), or to a table the shared cache
// reads (by table), is named on the gateway bus's channel, topic `changed` (NOTIFY is sent at commit, never for a
// rolled-back change), whichever process or tool made it, so each gateway process drops what it holds of it
// (core/auth/session-cache.ts, core/cache). SQLite serves one process and finds other connections' writes by its
// data version.

export const ROWS = [
  ['session', 'token_hash'],
  ['app_user', 'id'],
  ['tenant', 'id'],
] as const
/** The tables of core/cache/shared-cache.ts CACHED_TABLES (a test checks they agree). */
export const CACHED_TABLES = [
  'role',
  'role_function',
  'user_role',
  'role_data_range',
  'menu',
  'menu_button',
  'app_install',
  'app_dev_build',
  'brand',
  'totp_policy',
  'totp_policy_role',
  'platform_operator',
] as const

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`
    create or replace function hr_portal_row_changed() returns trigger language plpgsql as $$
    declare
      old_key text := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) ->> tg_argv[0] end;
      new_key text := case when tg_op in ('UPDATE', 'INSERT') then to_jsonb(new) ->> tg_argv[0] end;
    begin
      if old_key is not null then
        perform pg_notify('hr_portal_bus', json_build_object('o', 'db', 't', 'changed', 'm', tg_table_name || ':' || old_key)::text);
      end if;
      if new_key is not null and new_key is distinct from old_key then
        perform pg_notify('hr_portal_bus', json_build_object('o', 'db', 't', 'changed', 'm', tg_table_name || ':' || new_key)::text);
      end if;
      return null;
    end
    $$`.execute(db)
  for (const [table, key] of ROWS) {
    await sql`create trigger ${sql.raw(`${table}_changed`)} after update or delete on ${sql.table(table)}
      for each row execute function hr_portal_row_changed(${sql.lit(key)})`.execute(db)
  }
  await sql`
    create or replace function hr_portal_table_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('hr_portal_bus', json_build_object('o', 'db', 't', 'changed', 'm', tg_table_name || ':*')::text);
      return null;
    end
    $$`.execute(db)
  for (const table of CACHED_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function hr_portal_table_changed()`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return
  for (const table of [...ROWS.map(([name]) => name), ...CACHED_TABLES]) {
    await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db)
  }
  await sql`drop function if exists hr_portal_row_changed()`.execute(db)
  await sql`drop function if exists hr_portal_table_changed()`.execute(db)
}
