import type { Db } from '../../../core/db/types'

/** Notes when the user last changed or reset the password (shown in the security settings). */
export async function notePasswordChanged(db: Db, userId: number, at: number): Promise<void> {
  await db
    .insertInto('password_changed')
    .values({ user_id: userId, at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ at }))
    .execute()
}

/** When the user last changed or reset the password, or null (never since the product started recording it). */
export async function passwordChangedAt(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('password_changed').select('at').where('user_id', '=', userId).executeTakeFirst()
  return row ? Number(row.at) : null
}
