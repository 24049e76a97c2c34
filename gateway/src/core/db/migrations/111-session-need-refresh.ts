// Core baseline: changes core's session table.
import type { Kysely } from 'kysely'

// §7 clear need-refresh: a session whose portal must reload (1), because something it loaded changed without its user's
// permissions changing (a platform operator edited the brand it was signed in on). Until the shell reloads and clears
// it, the session's permission-change mark says changed (§4 step 6) and its guarded calls answer 404110 (§8).
// Sessions from before need none (0).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('session')
    .addColumn('need_refresh', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('need_refresh').execute()
}
