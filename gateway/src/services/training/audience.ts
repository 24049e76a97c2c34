import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import type { Person } from './people'
import { trainingError } from './texts'

/** Who a compulsory training or an exam is for: departments (with their sub-departments), posts and single people. */
export interface Audience {
  organIds: number[]
  zhiweiIds: number[]
  employeeIds: number[]
}

export const parseAudience = (text: string): Audience => ({
  organIds: [],
  zhiweiIds: [],
  employeeIds: [],
  ...(JSON.parse(text) as Partial<Audience>),
})

/** A test of whether a person belongs to the audience (departments include every department below them). */
export async function audienceMatcher(
  db: Db,
  tenantId: number,
  audience: Audience,
): Promise<(person: Pick<Person, 'id' | 'organ_id' | 'zhiwei_id'>) => boolean> {
  const organs = audience.organIds.length ? await organsOfTenant(db, tenantId) : []
  const organIds = new Set(audience.organIds.flatMap((id) => subtreeIds(organs, id)))
  const zhiweiIds = new Set(audience.zhiweiIds)
  const employeeIds = new Set(audience.employeeIds)
  return (person) => employeeIds.has(person.id) || organIds.has(person.organ_id) || zhiweiIds.has(person.zhiwei_id)
}

/** Refuses an audience naming nobody, or a department, post or person the tenant does not have. */
export async function checkAudience(db: Db, tenantId: number, lang: Lang, audience: Audience): Promise<void> {
  const count = async (table: 'organ' | 'zhiwei' | 'employee', ids: number[]) =>
    ids.length === 0
      ? 0
      : Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('tenant_id', '=', tenantId)
              .where('id', 'in', ids)
              .executeTakeFirstOrThrow()
          ).n,
        )
  const empty = audience.organIds.length + audience.zhiweiIds.length + audience.employeeIds.length === 0
  if (
    empty ||
    (await count('organ', audience.organIds)) !== audience.organIds.length ||
    (await count('zhiwei', audience.zhiweiIds)) !== audience.zhiweiIds.length ||
    (await count('employee', audience.employeeIds)) !== audience.employeeIds.length
  )
    throw trainingError(lang, 'badAudience')
}
