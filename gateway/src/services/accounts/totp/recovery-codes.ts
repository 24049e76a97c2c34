import { createHash, randomInt } from 'node:crypto'
import type { Db } from '../../../core/db/types'

/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10

// Letters and digits that cannot be mistaken for each other when copied by hand (no 0/o, 1/l/i).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A recovery code as typed, without case, spaces or dashes. */
export const normalRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '')

/** Whether typed text has the shape of a recovery code (10 letters or digits, dashes and spaces aside). */
export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{10}$/.test(normalRecoveryCode(code))

const hashCode = (code: string) => createHash('sha256').update(normalRecoveryCode(code)).digest('hex')

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** Replaces the account's recovery codes with new ones; answers them (the only time they are seen). */
export async function replaceRecoveryCodes(db: Db, userId: number, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totp_recovery_code').where('user_id', '=', userId).execute()
    await trx
      .insertInto('totp_recovery_code')
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(code), created_at: now, used_at: null })))
      .execute()
  })
  return codes
}

/** Spends one unused recovery code of the account; false when it is not one (or was used). */
export async function spendRecoveryCode(db: Db, userId: number, code: string, now: number): Promise<boolean> {
  const spent = await db
    .updateTable('totp_recovery_code')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(spent.numUpdatedRows) === 1
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('totp_recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
