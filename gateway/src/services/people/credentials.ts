import type { Db } from '../../core/db/types'

/**
 * Sets an account's password (hashed by core/auth/password's hashPassword); the caller ends its sessions and notes
 * the change (services/accounts: the own change and the reset by a code).
 */
export async function setAccountPassword(
  db: Db,
  userId: number,
  password: { hash: string; salt: string },
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ password_hash: password.hash, password_salt: password.salt })
    .where('id', '=', userId)
    .execute()
}

/** Sets an account's own mobile or e-mail (checked free and confirmed by a code by the caller, services/accounts's rebind). */
export async function setAccountContact(
  db: Db,
  userId: number,
  contact: { phone: string } | { email: string },
): Promise<void> {
  await db.updateTable('app_user').set(contact).where('id', '=', userId).execute()
}
