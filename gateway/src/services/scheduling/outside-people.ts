import type { Db } from '../../core/db/types'
import { hookOf, wiringOf } from '../../core/service'

/** Someone who keeps attendance without being an employee, as the attendance pages read a person. */
export interface OutsidePerson {
  id: number
  name: string
  job_number: string
  organ_id: number | null
}

/**
 * People who keep attendance but are not employees (outsourced workers). Their attendance id is below zero, so it
 * never meets an employee id in the punch, result, roster and group-member tables; the service that keeps them
 * answers for them here (handed in its `handlers`, see OUTSIDE_PEOPLE).
 */
export interface OutsidePeople {
  /** The department each person of `ids` (all below zero) works in now, for their attendance group; unknown ids are left out. */
  organsOf(db: Db, tenantId: number, ids: number[]): Promise<Map<number, number | null>>
  /** The person an account of the tenant signs in as, or undefined. */
  personOfAccount(db: Db, tenantId: number, userId: number): Promise<OutsidePerson | undefined>
}

/** The service that answers for people who are not employees (one at most). */
export const OUTSIDE_PEOPLE = hookOf<OutsidePeople>('paiban.outsidePeople')

/** Whether an attendance id is an outside person's (below zero) rather than an employee's. */
export const isOutsideId = (id: number): boolean => id < 0

/** The departments of people of the tenant: employees from their record, outside people from their keeper; others left out. */
export async function organsOfPeople(
  db: Db,
  tenantId: number,
  ids: number[],
  chunk = 2000,
): Promise<Array<{ id: number; organ_id: number | null }>> {
  const staffIds = ids.filter((id) => !isOutsideId(id))
  const outsideIds = ids.filter(isOutsideId)
  const people: Array<{ id: number; organ_id: number | null }> = []
  for (let i = 0; i < staffIds.length; i += chunk) {
    people.push(
      ...(await db
        .selectFrom('employee')
        .select(['id', 'organ_id'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', staffIds.slice(i, i + chunk))
        .execute()),
    )
  }
  const outside = outsideIds.length ? wiringOf(db).one(OUTSIDE_PEOPLE) : undefined
  if (outside)
    for (const [id, organ_id] of await outside.organsOf(db, tenantId, outsideIds)) people.push({ id, organ_id })
  return people
}

/** The outside person an account signs in as (no employee record), or undefined. */
export async function outsidePersonOfAccount(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<OutsidePerson | undefined> {
  return wiringOf(db).one(OUTSIDE_PEOPLE)?.personOfAccount(db, tenantId, userId)
}
