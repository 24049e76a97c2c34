// Core baseline: changes core's session table.
import type { Kysely } from 'kysely'

// A session remembers the brand (system code) of the host it was signed in on, so the routes sub-apps call at the
// gateway's own origin still leave out the apps that brand hides. Sessions from before have none ('').

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('session')
    .addColumn('sys_code', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('sys_code').execute()
}
