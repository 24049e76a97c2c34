import { randomBytes } from 'node:crypto'
import { hashPassword, verifyPassword } from '../../core/auth/password'
import { hashToken } from '../../core/auth/token'
import type { Db } from '../../core/db/types'
import type { VendorAccountTable } from './tables'

/** How long a console session lasts. */
export const SESSION_MS = 8 * 60 * 60 * 1000
/** Wrong passwords in a row before the account waits, and for how long. */
const MAX_TRIES = 5
const LOCK_MS = 15 * 60 * 1000

/** A vendor as the console's routes use it. */
export interface Vendor {
  login: string
  name: string
  origins: string[]
}

const vendorOf = (row: VendorAccountTable): Vendor => ({
  login: row.login,
  name: row.name,
  origins: JSON.parse(row.origins) as string[],
})

/** A hash compared when the sign-in name is unknown, so the answer takes as long as for a wrong password. */
let decoy: Promise<{ hash: string; salt: string }> | undefined

export type SignInOutcome = { kind: 'ok'; vendor: Vendor } | { kind: 'wrong' } | { kind: 'locked' }

/** Checks a vendor's password: five wrong ones in a row make the account wait a quarter of an hour. */
export async function checkVendorPassword(
  db: Db,
  login: string,
  password: string,
  now: number,
): Promise<SignInOutcome> {
  const row = await db.selectFrom('vendor_account').selectAll().where('login', '=', login).executeTakeFirst()
  if (!row) {
    decoy ??= hashPassword(randomBytes(16).toString('hex'))
    await verifyPassword(password, await decoy)
    return { kind: 'wrong' }
  }
  if (Number(row.locked_until) > now) return { kind: 'locked' }
  if (await verifyPassword(password, { hash: row.password_hash, salt: row.password_salt })) {
    if (row.failed_count)
      await db.updateTable('vendor_account').set({ failed_count: 0 }).where('login', '=', login).execute()
    return { kind: 'ok', vendor: vendorOf(row) }
  }
  const failed = row.failed_count + 1
  await db
    .updateTable('vendor_account')
    .set(failed >= MAX_TRIES ? { failed_count: 0, locked_until: now + LOCK_MS } : { failed_count: failed })
    .where('login', '=', login)
    .execute()
  return { kind: 'wrong' }
}

/** Opens a console session for the vendor: its token (answered once; only its hash is kept) and expiry. */
export async function openVendorSession(
  db: Db,
  login: string,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = `vct_${randomBytes(32).toString('base64url')}`
  const expiresAt = now + SESSION_MS
  await db.deleteFrom('vendor_session').where('expires_at', '<=', now).execute()
  await db
    .insertInto('vendor_session')
    .values({ token_hash: hashToken(token), login, created_at: now, expires_at: expiresAt })
    .execute()
  return { token, expiresAt }
}

/** The vendor signed in to the console with `token`, or undefined (no token, unknown or expired). */
export async function vendorOfToken(db: Db, token: string | undefined, now: number): Promise<Vendor | undefined> {
  if (!token) return undefined
  const row = await db
    .selectFrom('vendor_session')
    .innerJoin('vendor_account', 'vendor_account.login', 'vendor_session.login')
    .selectAll('vendor_account')
    .where('vendor_session.token_hash', '=', hashToken(token))
    .where('vendor_session.expires_at', '>', now)
    .executeTakeFirst()
  return row ? vendorOf(row) : undefined
}

/** Ends the console session of `token`, if there is one. */
export async function closeVendorSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('vendor_session').where('token_hash', '=', hashToken(token)).execute()
}

/** The vendor accounts, by sign-in name (the operations platform). */
export async function vendorAccounts(db: Db): Promise<Array<Vendor & { createdAt: number }>> {
  const rows = await db.selectFrom('vendor_account').selectAll().orderBy('login').execute()
  return rows.map((row) => ({ ...vendorOf(row), createdAt: Number(row.created_at) }))
}

/**
 * Creates a vendor account (a password is required then) or changes one's name, origins and, when given, password
 * (which ends its sessions). Refused: `create` naming an account that exists, a new account without a password.
 */
export async function saveVendorAccount(
  db: Db,
  input: { login: string; name: string; origins: string[]; password?: string; create?: boolean },
  now: number,
): Promise<'saved' | 'taken' | 'needsPassword'> {
  const known = await db
    .selectFrom('vendor_account')
    .select('login')
    .where('login', '=', input.login)
    .executeTakeFirst()
  if (known && input.create) return 'taken'
  if (!known && !input.password) return 'needsPassword'
  const origins = JSON.stringify([...new Set(input.origins)])
  const password = input.password ? await hashPassword(input.password) : undefined
  if (!known && password) {
    await db
      .insertInto('vendor_account')
      .values({
        login: input.login,
        name: input.name,
        origins,
        password_hash: password.hash,
        password_salt: password.salt,
        failed_count: 0,
        locked_until: 0,
        created_at: now,
        updated_at: now,
      })
      .execute()
    return 'saved'
  }
  await db
    .updateTable('vendor_account')
    .set({
      name: input.name,
      origins,
      updated_at: now,
      ...(password
        ? { password_hash: password.hash, password_salt: password.salt, failed_count: 0, locked_until: 0 }
        : {}),
    })
    .where('login', '=', input.login)
    .execute()
  if (password) await db.deleteFrom('vendor_session').where('login', '=', input.login).execute()
  return 'saved'
}
