// Core baseline: changes core's session table.
import type { Kysely } from 'kysely'

// The session's channel secret: a random value set at sign-in as its own httpOnly cookie (core/auth/session-cookies.ts),
// apart from the token, and kept here as its sha256. A script holding only the token (a sub-app, a leaked token, a
// tool outside the browser) cannot show it. '' for sessions from before, and for sessions opened by a token handed
// over in the URL (they never had the cookie).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('session')
    .addColumn('channel_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('channel_hash').execute()
}
