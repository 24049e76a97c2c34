import { randomUUID } from 'node:crypto'
import type { Auth } from '../../core/auth/guard'
import type { Db } from '../../core/db/types'

/** Writes one change of training or exam data to the training audit trail. */
export async function audit(db: Db, auth: Auth, action: string, detail: unknown, at: number): Promise<void> {
  await db
    .insertInto('training_audit')
    .values({
      tenant_id: auth.session.tenant_id,
      id: `${at.toString(16).padStart(12, '0')}-${randomUUID()}`.slice(0, 40),
      user_id: auth.user.id,
      action,
      detail: JSON.stringify(detail ?? {}).slice(0, 4000),
      at,
    })
    .execute()
}
