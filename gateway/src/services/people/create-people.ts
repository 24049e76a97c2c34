import type { EmployeeTable } from '../../core/db/types'
import { indexEmployees } from '../search'
import { emptyProfile } from './profile-row'
import { keepHistory } from './record-history'
import type { EmployeeProfileTable } from './tables'
import { auditPeople, nextId, peopleError, type PeopleScope } from './scope'
import { staffHired } from './staff-hired'

/** A new staff member: the directory columns and, optionally, profile values beyond the empty profile. */
export interface NewPerson
  extends Pick<
    EmployeeTable,
    'organ_id' | 'gangwei_id' | 'zhiwei_id' | 'name' | 'job_number' | 'phone' | 'email' | 'gender' | 'entry_date'
  > {
  profile?: Partial<Omit<EmployeeProfileTable, 'tenant_id' | 'employee_id'>>
  /** The line manager: a staff member of the tenant (checked by the caller), or none. */
  manager_id?: number | null
}

/** Refuses a person without a name, job number or mobile, or placed in a unit, position or post of another tenant. */
async function checkPeople(scope: PeopleScope, people: NewPerson[]): Promise<void> {
  for (const person of people) {
    if (!person.name.trim()) throw peopleError(scope.lang, 'required', { field: scope.lang === 'en' ? 'Name' : '姓名' })
    if (!person.job_number.trim())
      throw peopleError(scope.lang, 'required', { field: scope.lang === 'en' ? 'Job number' : '工号' })
    if (!person.phone.trim())
      throw peopleError(scope.lang, 'required', { field: scope.lang === 'en' ? 'Mobile' : '手机号' })
  }
  const { db, tenantId } = scope
  const distinct = (key: 'gangwei_id' | 'zhiwei_id') => [...new Set(people.map((person) => person[key]))]
  const positions = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', distinct('gangwei_id'))
    .execute()
  const posts = await db
    .selectFrom('zhiwei')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', distinct('zhiwei_id'))
    .execute()
  const placed = (person: NewPerson) =>
    positions.some((position) => position.id === person.gangwei_id && position.organ_id === person.organ_id) &&
    posts.some((post) => post.id === person.zhiwei_id)
  if (!people.every(placed)) throw peopleError(scope.lang, 'badPlacement')
}

/**
 * Creates staff members of the tenant, on the job, with fresh ids (max + 1 …, in the caller's transaction: a racing
 * writer makes it fail, and the caller tries again), their profiles, their search documents and an audit row each,
 * and tells STAFF_HIRED's listeners (their onboarding tasks); answers their ids in the given order.
 */
export async function createPeople(scope: PeopleScope, people: NewPerson[]): Promise<number[]> {
  if (!people.length) return []
  await checkPeople(scope, people)
  const { db, tenantId } = scope
  const now = scope.now ?? Date.now()
  const first = await nextId(db, 'employee')
  const ids = people.map((_, i) => first + i)
  await db
    .insertInto('employee')
    .values(
      people.map(({ profile: _, ...person }, i) => ({
        ...person,
        email: person.email ?? '',
        id: ids[i],
        tenant_id: tenantId,
        manager_id: person.manager_id ?? null,
        leave_date: null,
        status: 1,
      })),
    )
    .execute()
  await db
    .insertInto('employee_profile')
    .values(people.map((person, i) => ({ ...emptyProfile(tenantId, ids[i], now), ...person.profile })))
    .execute()
  await keepHistory(db, { tenantId, actor: scope.actor, cause: scope.cause ?? 'onboard', now }, new Map(), ids)
  // Global search: the new staff are found at once (services/search/directory-docs.ts).
  await indexEmployees(db, tenantId, ids)
  await auditPeople(
    scope,
    'person.create',
    people.map((person, i) => ({
      refId: ids[i],
      detail: { name: person.name, jobNumber: person.job_number, organId: person.organ_id },
    })),
  )
  await staffHired(db, { tenantId, employeeIds: ids, actor: scope.actor, now })
  return ids
}

/** Creates one staff member (createPeople) and answers their id. */
export async function createPerson(scope: PeopleScope, person: NewPerson): Promise<number> {
  const [id] = await createPeople(scope, [person])
  return id
}
