import { randomUUID } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import { tellOrgChange } from './org-changed'

export interface Actor {
  tenantId: number
  userId: number
}

/**
 * Records one organisation write (who, when, what) in `org_audit`, and tells a unit's or position's change to the
 * listeners of ORG_CHANGED in the same transaction (org-changed.ts).
 */
export async function auditOrg(
  db: Db,
  actor: Actor,
  action: string,
  refId: number,
  detail: Record<string, unknown>,
): Promise<void> {
  const at = Date.now()
  const name = typeof detail.name === 'string' ? detail.name : typeof detail.to === 'string' ? detail.to : ''
  await tellOrgChange(db, actor.tenantId, action, refId, name, at)
  await db
    .insertInto('org_audit')
    .values({
      tenant_id: actor.tenantId,
      id: randomUUID(),
      user_id: actor.userId,
      action,
      ref_id: refId,
      detail: JSON.stringify(detail).slice(0, 1000),
      at,
    })
    .execute()
}

/** The next id of a table whose ids are assigned by the gateway (max + 1, inside the writing transaction). */
export async function nextId(db: Db, table: 'organ' | 'zhilei' | 'zhiwei' | 'gangwei'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}

/** A trimmed name of 1 to 100 characters, or null. */
export function cleanName(raw: string): string | null {
  const name = raw.trim()
  return name.length >= 1 && name.length <= 100 ? name : null
}

export const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()
