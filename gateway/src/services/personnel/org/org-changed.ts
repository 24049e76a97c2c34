import type { Db } from '../../../core/db/types'
import { hookOf, wiringOf } from '../../../core/service'

/** One change of the organisation: a unit (organ) or a position (gangwei) created, changed or removed. */
export interface OrgChange {
  tenantId: number
  kind: 'unit' | 'position'
  change: 'created' | 'renamed' | 'moved' | 'saved' | 'removed'
  /** The unit's or position's id (what the vendor API's units and positions answer). */
  id: number
  /** Its name (the last one, for a removal). */
  name: string
  /** When (epoch ms). */
  at: number
}

/** Called inside the change's transaction (with it as `db`), so what it writes is kept with the change or not at all. */
export type OrgChangeListener = (db: Db, change: OrgChange) => Promise<void>

/** Listeners of every unit and position change (webhooks' org.changed and position.changed), in their `handlers`. */
export const ORG_CHANGED = hookOf<OrgChangeListener>('ums.orgChanged')

/** What each organisation audit action tells: the kind and change, or nothing (post categories and posts). */
const TOLD: Record<string, Pick<OrgChange, 'kind' | 'change'>> = {
  'organ.save': { kind: 'unit', change: 'created' },
  'organ.rename': { kind: 'unit', change: 'renamed' },
  'organ.move': { kind: 'unit', change: 'moved' },
  'organ.remove': { kind: 'unit', change: 'removed' },
  'gangwei.save': { kind: 'position', change: 'saved' },
  'gangwei.remove': { kind: 'position', change: 'removed' },
}

/** Tells the listeners of a unit or position write (auditOrg calls it for each write it records). */
export async function tellOrgChange(
  db: Db,
  tenantId: number,
  action: string,
  id: number,
  name: string,
  at: number,
): Promise<void> {
  const told = TOLD[action]
  if (!told) return
  for (const listener of wiringOf(db).all(ORG_CHANGED)) await listener(db, { tenantId, ...told, id, name, at })
}
