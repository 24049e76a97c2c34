import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { amountOfFen, groupedAmount, moneyOfFen } from '../../core/money'
import { inStaffScope, staffScopeOf } from '../access'
import { etaxError } from './errors'
import { chunks } from './store'

/** The previous year's wage income (bonuses of either method included) at most this, the 60,000 rule may apply. */
const LIMIT = 60_000

/** A person employed by the company the whole previous year, with the previous year's records and the flag. */
export interface SixtyRow {
  employeeId: number
  name: string
  jobNumber: string
  organ: string
  organEn: string
  /** 'YYYY-MM-DD' of the staff record's entry date. */
  entryDate: string
  flagged: boolean
  /** The company's records cover every month of the previous year (the product was used all year). */
  lastYearKnown: boolean
  /** Months of the previous year with withholding recorded for the person, and their wage income. */
  lastYearMonths: number
  lastYearIncome: string
  /** The records show every month withheld here and at most 60,000: the flag is suggested (and filled). */
  qualifies: boolean
}

const yearStart = (year: number) => Date.UTC(year, 0, 1)

/** The tenant's records of `year` cover January (the product was used from the year's start). */
async function coversYear(db: Db, tenantId: number, year: number): Promise<boolean> {
  const first = await db
    .selectFrom('etax_withholding')
    .select('month')
    .where('tenant_id', '=', tenantId)
    .where('month', '=', `${year}-01`)
    .executeTakeFirst()
  return Boolean(first)
}

/** Each person's recorded months and wage income (with every bonus) of `year`. */
async function yearOf(db: Db, tenantId: number, year: number, ids: number[]) {
  const byPerson = new Map<number, { months: Set<string>; fen: number }>()
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('etax_withholding')
      .select(['employee_id', 'month', 'income_fen', 'bonus_fen'])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', part)
      .where('month', '>=', `${year}-01`)
      .where('month', '<=', `${year}-12`)
      .execute()
    for (const row of rows) {
      const entry = byPerson.get(row.employee_id) ?? { months: new Set<string>(), fen: 0 }
      entry.months.add(row.month)
      entry.fen += Number(row.income_fen) + Number(row.bonus_fen)
      byPerson.set(row.employee_id, entry)
    }
  }
  return byPerson
}

/**
 * The staff in the caller's data range (`employeeId`: that one only) employed since the first day of the previous year
 * and not gone before `year`, with the previous year's records and the flag of `year`, by job number.
 */
export async function sixtyRowsOf(ctx: GatewayContext, auth: Auth, year: number, employeeId?: number) {
  const tenantId = auth.session.tenant_id
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  let query = ctx.db
    .selectFrom('employee')
    .leftJoin('organ', 'organ.id', 'employee.organ_id')
    .leftJoin('etax_sixty_thousand as flag', (join) =>
      join
        .onRef('flag.tenant_id', '=', 'employee.tenant_id')
        .onRef('flag.employee_id', '=', 'employee.id')
        .on('flag.year', '=', year),
    )
    .select([
      'employee.id',
      'employee.name',
      'employee.job_number',
      'employee.entry_date',
      'organ.name as organ',
      'organ.name_en as organ_en',
      'flag.set_at',
    ])
    .where('employee.tenant_id', '=', tenantId)
    .where(inStaffScope(scope))
    .where('employee.entry_date', '<=', yearStart(year - 1))
    .where((eb) => eb.or([eb('employee.leave_date', 'is', null), eb('employee.leave_date', '>=', yearStart(year))]))
  if (employeeId !== undefined) query = query.where('employee.id', '=', employeeId)
  const people = await query.orderBy('employee.job_number').orderBy('employee.id').execute()
  const [known, last] = await Promise.all([
    coversYear(ctx.db, tenantId, year - 1),
    yearOf(
      ctx.db,
      tenantId,
      year - 1,
      people.map((p) => p.id),
    ),
  ])
  return people.map((p): SixtyRow => {
    const mine = last.get(p.id)
    const months = mine?.months.size ?? 0
    const fen = mine?.fen ?? 0
    return {
      employeeId: p.id,
      name: p.name,
      jobNumber: p.job_number,
      organ: p.organ ?? '',
      organEn: p.organ_en || p.organ || '',
      entryDate: new Date(Number(p.entry_date)).toISOString().slice(0, 10),
      flagged: p.set_at != null,
      lastYearKnown: known,
      lastYearMonths: months,
      lastYearIncome: amountOfFen(fen),
      qualifies: known && months === 12 && moneyOfFen(fen).lessThanOrEqualTo(LIMIT),
    }
  })
}

async function setFlag(ctx: GatewayContext, tenantId: number, year: number, ids: number[], by: number) {
  await ctx.db.transaction().execute(async (trx) => {
    for (const part of chunks(ids)) {
      await trx
        .deleteFrom('etax_sixty_thousand')
        .where('tenant_id', '=', tenantId)
        .where('year', '=', year)
        .where('employee_id', 'in', part)
        .execute()
      const now = ctx.now()
      await trx
        .insertInto('etax_sixty_thousand')
        .values(part.map((id) => ({ tenant_id: tenantId, employee_id: id, year, set_by: by, set_at: now })))
        .execute()
    }
  })
}

/**
 * Sets or clears a person's flag of the 60,000 rule for `year`. Setting is refused for someone not employed here since
 * the first day of the previous year, and, where this company's records cover the previous year, for someone not
 * withheld here every month of it or with wage income above 60,000 in it.
 */
export async function setSixtyThousand(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  year: number,
  employeeId: number,
  value: boolean,
): Promise<void> {
  const tenantId = auth.session.tenant_id
  const [row] = await sixtyRowsOf(ctx, auth, year, employeeId)
  if (!value) {
    if (!row) await checkInScope(ctx, auth, lang, employeeId)
    await ctx.db
      .deleteFrom('etax_sixty_thousand')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .where('year', '=', year)
      .execute()
    return
  }
  if (!row) {
    const name = await checkInScope(ctx, auth, lang, employeeId)
    throw etaxError(lang, 'notWholeYear', { name, year: year - 1 })
  }
  if (row.lastYearKnown && row.lastYearMonths < 12)
    throw etaxError(lang, 'notEveryMonth', { name: row.name, year: year - 1, months: row.lastYearMonths })
  if (row.lastYearKnown && !row.qualifies)
    throw etaxError(lang, 'overSixty', { name: row.name, year: year - 1, amount: groupedAmount(row.lastYearIncome) })
  await setFlag(ctx, tenantId, year, [employeeId], auth.user.id)
}

/** The person's name when they are in the caller's data range; refused (personNotFound) otherwise. */
async function checkInScope(ctx: GatewayContext, auth: Auth, lang: Lang, employeeId: number): Promise<string> {
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  const person = await ctx.db
    .selectFrom('employee')
    .select('name')
    .where('employee.tenant_id', '=', auth.session.tenant_id)
    .where('employee.id', '=', employeeId)
    .where(inStaffScope(scope))
    .executeTakeFirst()
  if (!person) throw etaxError(lang, 'personNotFound')
  return person.name
}

/** Flags for `year` everyone in the caller's data range whose previous year's records qualify; answers how many were newly flagged. */
export async function fillSixtyThousand(ctx: GatewayContext, auth: Auth, year: number): Promise<number> {
  const rows = await sixtyRowsOf(ctx, auth, year)
  const ids = rows.filter((r) => r.qualifies && !r.flagged).map((r) => r.employeeId)
  if (ids.length > 0) await setFlag(ctx, auth.session.tenant_id, year, ids, auth.user.id)
  return ids.length
}
