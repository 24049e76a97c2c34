import type { Kysely } from 'kysely'

// The captcha's risk level: a challenge drawn for a risky asker (failures from its address or for its account,
// many answers from its address) is followed by a second challenge; the account it was asked for, hashed.

export async function up(db: Kysely<any>): Promise<void> {
  /** 0: one challenge passes; 1: passing it draws a second one (the harder variant). */
  await db.schema
    .alterTable('captcha_challenge')
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  /** sha256 (hex) of the account, phone or e-mail the captcha was asked for; '' when none was named. */
  await db.schema
    .alterTable('captcha_challenge')
    .addColumn('subject', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('captcha_challenge').dropColumn('subject').execute()
  await db.schema.alterTable('captcha_challenge').dropColumn('level').execute()
}
