import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely'
import type { GatewayContext } from '../../core/context'
import { cached, tenantScope } from '../../core/cache'
import type { AppUserTable, Database, Db } from '../../core/db/types'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'

/** Which staff a role sees: everyone, its own department and below, its own reports (direct and indirect), or itself. */
export type DataRange = 'all' | 'department' | 'team' | 'self'

export const DATA_RANGES: readonly DataRange[] = ['self', 'team', 'department', 'all']

/** A role without a data range row sees everyone (the roles from before data ranges keep their view). */
export const DEFAULT_DATA_RANGE: DataRange = 'all'

export const isDataRange = (value: unknown): value is DataRange => DATA_RANGES.includes(value as DataRange)

/**
 * The staff a user may see in the session's tenant. `organIds` and `employeeIds` are null when they do not limit;
 * a staff member is in scope when both allow them. `range` is the widest range of the user's roles.
 */
export interface StaffScope {
  range: DataRange
  /** Staff of these organs only (range 'department'), or null. */
  organIds: number[] | null
  /** These employees only (ranges 'team' and 'self'), or null. */
  employeeIds: number[] | null
}

const EVERYONE: StaffScope = { range: 'all', organIds: null, employeeIds: null }
const NO_ONE: StaffScope = { range: 'self', organIds: null, employeeIds: [] }

/** The data range of each role of the user in the tenant (roles without a row: the default). */
export function rangesOfUser(db: Db, tenantId: number, userId: number): Promise<readonly DataRange[]> {
  return cached(db, tenantScope(tenantId), `ranges:${userId}`, () => readRanges(db, tenantId, userId))
}

async function readRanges(db: Db, tenantId: number, userId: number): Promise<DataRange[]> {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .leftJoin('role_data_range', (join) =>
      join.onRef('role_data_range.role_id', '=', 'role.id').onRef('role_data_range.tenant_id', '=', 'role.tenant_id'),
    )
    .select('role_data_range.data_range')
    .where('user_role.user_id', '=', userId)
    .where('role.tenant_id', '=', tenantId)
    .execute()
  return rows.map((row) => (isDataRange(row.data_range) ? row.data_range : DEFAULT_DATA_RANGE))
}

/** The employee and everyone reporting to them, directly or through others (the reporting line employee.manager_id). */
export async function teamOf(db: Db, tenantId: number, employeeId: number): Promise<number[]> {
  const lines = await db.selectFrom('employee').select(['id', 'manager_id']).where('tenant_id', '=', tenantId).execute()
  // Each manager's reports, read once: a tenant of 10,000 takes one pass, not one per team member.
  const reports = new Map<number, number[]>()
  for (const line of lines) {
    if (line.manager_id == null) continue
    const ids = reports.get(line.manager_id)
    if (ids) ids.push(line.id)
    else reports.set(line.manager_id, [line.id])
  }
  const team = [employeeId]
  const inTeam = new Set(team)
  for (let i = 0; i < team.length; i++) {
    for (const id of reports.get(team[i]) ?? []) {
      if (inTeam.has(id)) continue
      inTeam.add(id)
      team.push(id)
    }
  }
  return team
}

/**
 * The staff the session's user may see (§6 data ranges): a super user and a role with range 'all'
 * see everyone; otherwise the widest range of the user's roles in the session's tenant, from their own employee
 * record. A user without a role or without an employee record in the tenant sees no one.
 * @example const scope = await staffScopeOf(ctx, session)
 *          db.selectFrom('employee').where('employee.tenant_id', '=', tenantId).where(inStaffScope(scope))
 */
export async function staffScopeOf(
  ctx: Pick<GatewayContext, 'db'>,
  session: { tenant_id: number; user_id: number },
  /** The session's user as the request's guard read it (spares reading it again). */
  known?: Pick<AppUserTable, 'id' | 'is_super' | 'employee_id'>,
): Promise<StaffScope> {
  const { db } = ctx
  const tenantId = session.tenant_id
  const user =
    known?.id === session.user_id
      ? known
      : await db
          .selectFrom('app_user')
          .select(['is_super', 'employee_id'])
          .where('id', '=', session.user_id)
          .executeTakeFirst()
  if (!user) return NO_ONE
  if (user.is_super === 1) return EVERYONE
  const { employee_id: employeeId } = user
  return cached(db, tenantScope(tenantId), `staffScope:${session.user_id}:${employeeId}`, () =>
    readScope(db, tenantId, session.user_id, employeeId),
  )
}

/** The staff scope of a user who is not a super user, from their roles' ranges and their own employee record. */
async function readScope(db: Db, tenantId: number, userId: number, employeeId: number | null): Promise<StaffScope> {
  const ranges = await rangesOfUser(db, tenantId, userId)
  if (ranges.length === 0) return NO_ONE
  const range = ranges.reduce((a, b) => (DATA_RANGES.indexOf(a) >= DATA_RANGES.indexOf(b) ? a : b))
  if (range === 'all') return EVERYONE
  const self =
    employeeId === null
      ? undefined
      : await db
          .selectFrom('employee')
          .select(['id', 'organ_id'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', employeeId)
          .executeTakeFirst()
  if (!self) return { ...NO_ONE, range }
  if (range === 'self') return { range, organIds: null, employeeIds: [self.id] }
  if (range === 'team') return { range, organIds: null, employeeIds: await teamOf(db, tenantId, self.id) }
  return { range, organIds: subtreeIds(await organsOfTenant(db, tenantId), self.organ_id), employeeIds: null }
}

/** A where-clause on `employee` that keeps the staff in scope. */
export function inStaffScope(scope: StaffScope) {
  return (eb: ExpressionBuilder<Database, 'employee'>): Expression<SqlBool> => {
    const limits: Expression<SqlBool>[] = []
    if (scope.organIds) limits.push(eb('employee.organ_id', 'in', scope.organIds.length ? scope.organIds : [0]))
    if (scope.employeeIds) limits.push(eb('employee.id', 'in', scope.employeeIds.length ? scope.employeeIds : [0]))
    return limits.length ? eb.and(limits) : sql<SqlBool>`1 = 1`
  }
}

/** Whether one staff member is in scope. */
export const inScope = (scope: StaffScope, employee: { id: number; organ_id: number }): boolean =>
  (scope.organIds === null || scope.organIds.includes(employee.organ_id)) &&
  (scope.employeeIds === null || scope.employeeIds.includes(employee.id))
