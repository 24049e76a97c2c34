// Core baseline: creates core's own pre_login table.
import type { Kysely } from 'kysely'

// Pre-login tickets (§7 /tum/web/tenant/preLogin): a sign-in of a user authorised for several
// tenants proves who they are, then waits for the tenant they pick. Only the ticket's hash is kept.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pre_login')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('remember', 'integer', (c) => c.notNull())
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pre_login').execute()
}
