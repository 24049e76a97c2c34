import { randomBytes } from 'node:crypto'
import type { Auth } from '../../core/auth/guard'
import type { Db } from '../../core/db/types'

/** Who made a change (null: the retention job or an applicant). */
export interface Actor {
  id: number | null
  name: string
}

export const actorOf = (auth: Auth): Actor => ({ id: auth.user.id, name: auth.user.real_name || auth.user.user_name })
export const SYSTEM: Actor = { id: null, name: 'system' }

/** Writes one change of recruitment data to its trail. */
export async function writeAudit(
  db: Db,
  tenantId: number,
  actor: Actor,
  action: string,
  refId: number | null,
  detail: unknown,
  at: number,
): Promise<void> {
  await db
    .insertInto('recruit_audit')
    .values({
      tenant_id: tenantId,
      id: `${at.toString(16).padStart(12, '0')}-${randomBytes(8).toString('hex')}`,
      user_id: actor.id,
      user_name: actor.name.slice(0, 60),
      action,
      ref_id: refId,
      detail: JSON.stringify(detail ?? {}).slice(0, 4000),
      at,
    })
    .execute()
}
