import { sql } from 'kysely'
import type { GatewayContext } from '../../../core/context'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'
import { matchingStep } from './otp'
import { looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes'
import { openSecret } from './secret-box'
import { lockedText, sayTotp, totpCodes } from './texts'

/** Wrong codes an account may enter before checks are held back. */
export const FREE_FAILURES = 5
/** The longest hold after wrong codes. */
export const MAX_LOCK_MS = 15 * 60_000

/** The hold after `failures` wrong codes: none for the first five, then 30 s, 1 min, 2 min … at most 15 minutes. */
export const lockAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_LOCK_MS, 30_000 * 2 ** (failures - FREE_FAILURES))

export type FactorUsed = 'totp' | 'recovery'

/** The account's authenticator once enabled (undefined while none or still being set up). */
export async function enabledTotp(ctx: GatewayContext, userId: number) {
  const row = await ctx.db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst()
  return row && row.enabled_at !== null ? row : undefined
}

/**
 * Checks a code of the account's enabled authenticator (a time step is accepted once: a replayed code is
 * refused) or, with `allowRecovery`, one of its recovery codes (spent); with `enrolling`, a code of the
 * authenticator being set up instead. Wrong codes count toward a hold that grows per failure; a right one
 * clears them. Every check counts as wrong before the compare, so guesses sent together are held back as if
 * sent one by one. Throws 400131 wrong, 400132 held back, 400134 not enabled (not being set up).
 */
export async function checkSecondFactor(
  ctx: GatewayContext,
  userId: number,
  code: string,
  lang: Lang,
  options: { allowRecovery: boolean; enrolling?: boolean },
): Promise<FactorUsed> {
  const found = await ctx.db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst()
  const row = found && (found.enabled_at === null) === Boolean(options.enrolling) ? found : undefined
  if (!row) throw new GatewayError(totpCodes.badState, sayTotp(lang, options.enrolling ? 'notStarted' : 'notOn'))
  const now = ctx.now()
  if (Number(row.locked_until) > now)
    throw new GatewayError(totpCodes.locked, lockedText(lang, Number(row.locked_until) - now))
  const { failures, refused } = await claimCheck(ctx, userId, row.failures, now)
  if (refused)
    throw new GatewayError(
      totpCodes.locked,
      lockedText(lang, Math.max(lockAfter(failures - 1), lockAfter(FREE_FAILURES))),
    )
  const typed = code.trim()
  const step = matchingStep(await openSecret(ctx, row.secret), typed, now)
  if (step !== null) {
    const taken = await ctx.db
      .updateTable('user_totp')
      .set({ last_step: step, failures: 0, locked_until: 0 })
      .where('user_id', '=', userId)
      .where('last_step', '<', step)
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) === 1) return 'totp'
  } else if (
    options.allowRecovery &&
    looksLikeRecoveryCode(typed) &&
    (await spendRecoveryCode(ctx.db, userId, typed, now))
  ) {
    await ctx.db.updateTable('user_totp').set({ failures: 0, locked_until: 0 }).where('user_id', '=', userId).execute()
    return 'recovery'
  }
  const hold = lockAfter(failures)
  if (hold > 0) {
    await ctx.db
      .updateTable('user_totp')
      .set({
        locked_until: sql<number>`case when locked_until < ${now + hold} then ${now + hold} else locked_until end`,
      })
      .where('user_id', '=', userId)
      .execute()
    throw new GatewayError(totpCodes.locked, lockedText(lang, hold))
  }
  throw new GatewayError(totpCodes.wrongCode, sayTotp(lang, 'wrongCode'))
}

/**
 * Counts a code check as a wrong code before the code is compared, in one statement, so codes sent together all
 * count; the check that reaches the free failures starts the shortest hold in the same statement, so a check read
 * after it is held back before it counts. Answers the new count, refused (the count taken back) when past the free
 * failures another check counted since `seen` was read: that one's hold applies.
 */
async function claimCheck(
  ctx: GatewayContext,
  userId: number,
  seen: number,
  now: number,
): Promise<{ failures: number; refused: boolean }> {
  const held = now + lockAfter(FREE_FAILURES)
  const row = await ctx.db
    .updateTable('user_totp')
    .set({
      failures: sql<number>`failures + 1`,
      locked_until: sql<number>`case when failures + 1 >= ${FREE_FAILURES} and locked_until < ${held} then ${held} else locked_until end`,
    })
    .where('user_id', '=', userId)
    .returning('failures')
    .executeTakeFirstOrThrow()
  if (row.failures <= FREE_FAILURES || row.failures === seen + 1) return { failures: row.failures, refused: false }
  await ctx.db
    .updateTable('user_totp')
    .set({ failures: sql<number>`failures - 1` })
    .where('user_id', '=', userId)
    .where('failures', '>', 0)
    .execute()
  return { failures: row.failures, refused: true }
}
