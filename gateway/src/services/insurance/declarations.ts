import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { inStaffScope, staffScopeOf } from '../access'
import { type BaseInForce, basesInForce } from './base-store'
import { contributionsOf } from './contributions'
import type { Contribution } from './types'

/** Why a person is on a list: joined in the month, insured for the first time, moved in from another scheme; left, moved out. */
export type DeclarationReason = 'joined' | 'firstInsured' | 'movedIn' | 'left' | 'movedOut'

/** One person of a declaration list, with the base and each fund's shares declared for the scheme. */
export interface DeclarationRow {
  employeeId: number
  jobNumber: string
  name: string
  idNumber: string
  /** The entry date (added), the leave date (left), or the first day of the month: 'YYYY-MM-DD'. */
  date: string
  reason: DeclarationReason | 'baseChange'
  /** The base before a change, in fen; null on the other lists. */
  previousFen: number | null
  baseFen: number
  funds: Contribution[]
}

/** A scheme's three lists of a month: people added, people removed, bases changed. */
export interface SchemeDeclaration {
  schemeId: number
  added: DeclarationRow[]
  removed: DeclarationRow[]
  changed: DeclarationRow[]
}

const DAY = 86_400_000
const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10)
/** The month after 'YYYY-MM'. */
const monthAfter = (month: string): string =>
  new Date(Date.parse(`${month}-01T00:00:00Z`) + 32 * DAY).toISOString().slice(0, 7)
/** The month before 'YYYY-MM'. */
export const monthBefore = (month: string): string => {
  const [year, m] = month.split('-').map(Number)
  return new Date(Date.UTC(year, m - 2, 1)).toISOString().slice(0, 7)
}

/**
 * The declaration lists of `month` per scheme, over the caller's staff employed on some day of the month (whatever
 * their status today): added, a person whose scheme in force in the month is the scheme and who joined in the month,
 * had no scheme the month before (insured for the first time) or had another (moved in); removed, a person who left in
 * the month (from the scheme of the month) or moved to another scheme (from the one before, with its figures of the
 * month before); base changed, a person whose base in the same scheme changed from this month, not added this month.
 * Schemes by id, each list by job number.
 */
export async function declarationsOf(
  ctx: Pick<GatewayContext, 'db'>,
  auth: Pick<Auth, 'session' | 'user'>,
  month: string,
): Promise<{ schemes: SchemeDeclaration[]; unassigned: Array<{ jobNumber: string; name: string }> }> {
  const tenantId = auth.session.tenant_id
  const first = Date.parse(`${month}-01T00:00:00Z`)
  const next = Date.parse(`${monthAfter(month)}-01T00:00:00Z`)
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  const people = await ctx.db
    .selectFrom('employee')
    .leftJoin('employee_profile', (join) =>
      join
        .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id')
        .onRef('employee_profile.employee_id', '=', 'employee.id'),
    )
    .select([
      'employee.id',
      'employee.job_number',
      'employee.name',
      'employee.entry_date',
      'employee.leave_date',
      'employee_profile.id_number',
    ])
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.entry_date', '<', next)
    .where((eb) => eb.or([eb('employee.leave_date', 'is', null), eb('employee.leave_date', '>=', first)]))
    .where(inStaffScope(scope))
    .orderBy('employee.job_number')
    .orderBy('employee.id')
    .execute()
  const ids = people.map((person) => person.id)
  const before = monthBefore(month)
  const [now, was, funds, fundsBefore] = await Promise.all([
    basesInForce(ctx.db, tenantId, month, ids),
    basesInForce(ctx.db, tenantId, before, ids),
    contributionsOf(ctx.db, tenantId, month, ids),
    contributionsOf(ctx.db, tenantId, before, ids),
  ])
  const schemes = new Map<number, SchemeDeclaration>()
  const schemeOf = (schemeId: number) => {
    const found = schemes.get(schemeId) ?? { schemeId, added: [], removed: [], changed: [] }
    schemes.set(schemeId, found)
    return found
  }
  const unassigned: Array<{ jobNumber: string; name: string }> = []
  for (const person of people) {
    const cur = now.get(person.id)
    const prev = was.get(person.id)
    const joined = person.entry_date >= first
    const left = person.leave_date !== null && person.leave_date < next
    const row = (
      reason: DeclarationRow['reason'],
      base: BaseInForce,
      date: string,
      shares = funds,
      previous: number | null = null,
    ): DeclarationRow => ({
      employeeId: person.id,
      jobNumber: person.job_number,
      name: person.name,
      idNumber: person.id_number ?? '',
      date,
      reason,
      previousFen: previous,
      baseFen: base.baseFen,
      funds: shares.get(person.id) ?? [],
    })
    if (!cur) {
      if (joined) unassigned.push({ jobNumber: person.job_number, name: person.name })
      continue
    }
    const moved = prev !== undefined && prev.schemeId !== cur.schemeId
    if (joined || !prev || moved) {
      const reason = joined ? 'joined' : prev ? 'movedIn' : 'firstInsured'
      schemeOf(cur.schemeId).added.push(row(reason, cur, joined ? isoDay(person.entry_date) : `${month}-01`))
    } else if (cur.effectiveMonth === month && cur.baseFen !== prev.baseFen)
      schemeOf(cur.schemeId).changed.push(row('baseChange', cur, `${month}-01`, funds, prev.baseFen))
    if (moved && !joined) schemeOf(prev.schemeId).removed.push(row('movedOut', prev, `${month}-01`, fundsBefore))
    if (left) schemeOf(cur.schemeId).removed.push(row('left', cur, isoDay(person.leave_date!)))
  }
  return { schemes: [...schemes.values()].sort((a, b) => a.schemeId - b.schemeId), unassigned }
}
