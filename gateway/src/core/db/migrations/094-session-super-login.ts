// Core baseline: changes core's session table.
import type { Kysely } from 'kysely'

// A session remembers whether a platform operator opened it by super login (1), so the shell can tell the operator
// whose tenant it is in. Sessions from before are ordinary ones (0).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('session')
    .addColumn('super_login', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('super_login').execute()
}
