import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../core/db/types'
import type { CodeChannel } from './destination'

// A proof that a caller answered the code of a destination: a random token kept (hashed) in
// verification_code under the purpose `<purpose>:proof`, so a flow can check the code once and
// act on it a few times after (company registration: fix a taken detail without a new code).

/** How long a proof lasts. */
export const PROOF_TTL_MS = 30 * 60 * 1000

const hashToken = (token: string, salt: string) => createHash('sha256').update(`${salt}:${token}`).digest('hex')
const proofPurpose = (purpose: string) => `${purpose}:proof`

export interface ProofTarget {
  purpose: string
  channel: CodeChannel
  destination: string
}

/** A new proof for a destination whose code was just answered (an older one stops working). */
export async function issueProof(
  db: Db,
  target: ProofTarget,
  now: number,
): Promise<{ proof: string; expiresAt: number }> {
  const proof = randomBytes(24).toString('base64url')
  const salt = randomBytes(16).toString('hex')
  const expiresAt = now + PROOF_TTL_MS
  const purpose = proofPurpose(target.purpose)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_code')
      .set({ used_at: now })
      .where('destination', '=', target.destination)
      .where('channel', '=', target.channel)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute()
    await trx
      .insertInto('verification_code')
      .values({
        id: randomUUID(),
        purpose,
        channel: target.channel,
        destination: target.destination,
        code_hash: hashToken(proof, salt),
        salt,
        created_at: now,
        expires_at: expiresAt,
        tries: 0,
        used_at: null,
      })
      .execute()
  })
  return { proof, expiresAt }
}

/**
 * Takes one use of a proof: answers its id when `proof` is the newest of the destination, unused,
 * not expired and used fewer than `maxUses` times; else null.
 */
export async function useProof(
  db: Db,
  target: ProofTarget & { proof: string; maxUses: number },
  now: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('verification_code')
    .selectAll()
    .where('destination', '=', target.destination)
    .where('channel', '=', target.channel)
    .where('purpose', '=', proofPurpose(target.purpose))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row || row.used_at !== null || Number(row.expires_at) <= now || row.tries >= target.maxUses) return null
  const given = Buffer.from(hashToken(target.proof, row.salt))
  if (given.length !== row.code_hash.length || !timingSafeEqual(given, Buffer.from(row.code_hash))) return null
  const taken = await db
    .updateTable('verification_code')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('tries', '<', target.maxUses)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1 ? row.id : null
}

/** Spends a proof for good (true), or false when another request spent it first. */
export async function spendProof(db: Db, id: string, now: number): Promise<boolean> {
  const spent = await db
    .updateTable('verification_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(spent.numUpdatedRows) === 1
}

/** Gives a spent proof back (what it was spent on failed). */
export async function restoreProof(db: Db, id: string): Promise<void> {
  await db.updateTable('verification_code').set({ used_at: null }).where('id', '=', id).execute()
}
