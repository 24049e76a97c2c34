import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { inStaffScope, staffScopeOf } from '../access'
import { etaxError } from './errors'
import type { OpeningFigures } from './opening-check'
import type { EtaxOpeningTable } from './tables'
import { type OpeningActor, type OpeningView, openingView, recordedFromOf, writeOpenings } from './opening-store'

/** A person employed in the year, with their opening balance of it and the first month a run recorded. */
export interface OpeningPerson {
  employeeId: number
  name: string
  jobNumber: string
  organ: string
  organEn: string
  opening: OpeningView | null
  /** The first month ('YYYY-MM') of the year a payroll run recorded for them: the balance can no longer change. */
  recordedFrom: string | null
}

const yearStart = (year: number) => Date.UTC(year, 0, 1)

/** The staff in the caller's data range employed at some time in `year` (`employeeId`: that one only), by job number. */
export async function openingPeopleOf(
  ctx: GatewayContext,
  auth: Auth,
  year: number,
  employeeId?: number,
): Promise<OpeningPerson[]> {
  const tenantId = auth.session.tenant_id
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  let query = ctx.db
    .selectFrom('employee')
    .leftJoin('organ', 'organ.id', 'employee.organ_id')
    .leftJoin('etax_opening as opening', (join) =>
      join
        .onRef('opening.tenant_id', '=', 'employee.tenant_id')
        .onRef('opening.employee_id', '=', 'employee.id')
        .on('opening.year', '=', year),
    )
    .selectAll('opening')
    .select(['employee.id', 'employee.name', 'employee.job_number', 'organ.name as organ', 'organ.name_en as organ_en'])
    .where('employee.tenant_id', '=', tenantId)
    .where(inStaffScope(scope))
    .where('employee.entry_date', '<', yearStart(year + 1))
    .where((eb) => eb.or([eb('employee.leave_date', 'is', null), eb('employee.leave_date', '>=', yearStart(year))]))
  if (employeeId !== undefined) query = query.where('employee.id', '=', employeeId)
  const people = await query.orderBy('employee.job_number').orderBy('employee.id').execute()
  const recorded = await recordedFromOf(
    ctx.db,
    tenantId,
    year,
    people.map((p) => p.id),
  )
  return people.map((p) => ({
    employeeId: p.id,
    name: p.name,
    jobNumber: p.job_number,
    organ: p.organ ?? '',
    organEn: p.organ_en || p.organ || '',
    opening: p.employee_id == null ? null : openingView(p as EtaxOpeningTable),
    recordedFrom: recorded.get(p.id) ?? null,
  }))
}

/** The one person, in the caller's data range and employed in the year, whose balance may still change; refused otherwise. */
async function changeable(ctx: GatewayContext, auth: Auth, lang: Lang, year: number, employeeId: number) {
  const [person] = await openingPeopleOf(ctx, auth, year, employeeId)
  if (!person) throw etaxError(lang, 'personNotFound')
  if (person.recordedFrom) throw etaxError(lang, 'openingRecorded', { year, month: person.recordedFrom })
  return person
}

/** Sets a person's opening balance of a year (HR's form); answers it as stored. */
export async function saveOpening(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  employeeId: number,
  figures: OpeningFigures,
  actor: OpeningActor,
): Promise<OpeningView> {
  const { year, through, basicMonths } = figures
  await changeable(ctx, auth, lang, year, employeeId)
  if (basicMonths > through) throw etaxError(lang, 'openingMonths', { through })
  const change = { employeeId, year, figures }
  await ctx.db
    .transaction()
    .execute((trx) => writeOpenings(trx, auth.session.tenant_id, [change], 'edit', actor, ctx.now()))
  const [saved] = await openingPeopleOf(ctx, auth, year, employeeId)
  return saved.opening!
}

/** Removes a person's opening balance of a year; answers whether there was one. */
export async function removeOpening(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  year: number,
  employeeId: number,
  actor: OpeningActor,
): Promise<boolean> {
  const person = await changeable(ctx, auth, lang, year, employeeId)
  if (!person.opening) return false
  const change = { employeeId, year, figures: null }
  await ctx.db
    .transaction()
    .execute((trx) => writeOpenings(trx, auth.session.tenant_id, [change], 'delete', actor, ctx.now()))
  return true
}

/** The trail of a person's opening balance of a year, newest first. */
export async function openingTrail(ctx: GatewayContext, auth: Auth, lang: Lang, year: number, employeeId: number) {
  const [person] = await openingPeopleOf(ctx, auth, year, employeeId)
  if (!person) throw etaxError(lang, 'personNotFound')
  const rows = await ctx.db
    .selectFrom('etax_opening_audit')
    .selectAll()
    .where('tenant_id', '=', auth.session.tenant_id)
    .where('employee_id', '=', employeeId)
    .where('year', '=', year)
    .orderBy('id', 'desc')
    .limit(100)
    .execute()
  return rows.map((row) => ({
    action: row.action as 'import' | 'edit' | 'delete',
    before: row.before ? (JSON.parse(row.before) as Omit<OpeningView, 'updatedAt'>) : null,
    after: row.after ? (JSON.parse(row.after) as Omit<OpeningView, 'updatedAt'>) : null,
    userName: row.user_name,
    at: Number(row.at),
  }))
}
