import type { Db } from '../../core/db/types'
import type { Actor } from './audit'
import { writeAudit } from './audit'
import type { Stage } from './functions'
import { nextId } from './next-id'

/** Whether HR may move a candidate from one stage to another by hand: never out of 'hired', never into it (hire does). */
export function movable(from: string, to: Stage): boolean {
  return from !== to && from !== 'hired' && to !== 'hired'
}

/** Moves a candidate to `to`, logging the move in its history and the audit trail (inside the caller's transaction). */
export async function moveStage(
  db: Db,
  tenantId: number,
  candidate: { id: number; stage: string },
  to: Stage,
  actor: Actor,
  now: number,
): Promise<void> {
  await db
    .updateTable('recruit_candidate')
    .set({ stage: to, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', candidate.id)
    .execute()
  await db
    .insertInto('recruit_stage_log')
    .values({
      tenant_id: tenantId,
      id: await nextId(db, 'recruit_stage_log', tenantId),
      candidate_id: candidate.id,
      from_stage: candidate.stage,
      to_stage: to,
      actor_id: actor.id,
      actor_name: actor.name.slice(0, 60),
      at: now,
    })
    .execute()
  await writeAudit(db, tenantId, actor, 'candidate.move', candidate.id, { from: candidate.stage, to }, now)
}
