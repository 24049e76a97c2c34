import { cached } from '../../core/cache'
import type { Db } from '../../core/db/types'

/** The platform operator with this account name, or undefined (no such account, or not an operator). */
export async function operatorByAccount(db: Db, account: string) {
  return db
    .selectFrom('app_user')
    .innerJoin('platform_operator', 'platform_operator.user_id', 'app_user.id')
    .selectAll('app_user')
    .where('app_user.user_name', '=', account.trim())
    .executeTakeFirst()
}

/** Whether a user is a platform operator. */
export function isOperator(db: Db, userId: number): Promise<boolean> {
  // Operators are named when the database is seeded, never by a request: cached until everything is dropped.
  return cached(db, 'all', `operator:${userId}`, async () =>
    Boolean(
      await db.selectFrom('platform_operator').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    ),
  )
}

/** The platform operator whose e-mail is `email` (normalised, lower case), or undefined. */
export async function operatorByEmail(db: Db, email: string) {
  return db
    .selectFrom('app_user')
    .innerJoin('platform_operator', 'platform_operator.user_id', 'app_user.id')
    .select('app_user.id')
    .where((eb) => eb(eb.fn('lower', ['app_user.email']), '=', email))
    .executeTakeFirst()
}
