import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { inStaffScope, staffScopeOf } from '../access'
import { joinedMonth } from './employment'
import { etaxError } from './errors'

/** A person who joined in the year, as the mark of no earlier wage income lists them. */
export interface Joiner {
  employeeId: number
  name: string
  jobNumber: string
  organ: string
  organEn: string
  /** 'YYYY-MM-DD' of the staff record's entry date. */
  entryDate: string
  noEarlierIncome: boolean
  /** The first month of the year before joining in which this company recorded wage income for them ('YYYY-MM'): the mark cannot hold. */
  paidBefore: string | null
}

const yearStart = (year: number) => Date.UTC(year, 0, 1)

/** The months before joining in which this company recorded wage income for each person, first month first. */
async function paidBeforeJoining(
  ctx: GatewayContext,
  tenantId: number,
  year: number,
  people: Array<{ id: number; entry_date: number }>,
): Promise<Map<number, string>> {
  const paid = new Map<number, string>()
  if (people.length === 0) return paid
  const rows = await ctx.db
    .selectFrom('etax_withholding')
    .select(['employee_id', 'month'])
    .where('tenant_id', '=', tenantId)
    .where(
      'employee_id',
      'in',
      people.map((p) => p.id),
    )
    .where('month', '>=', `${year}-01`)
    .where('month', '<=', `${year}-12`)
    .where('income_fen', '>', 0)
    .orderBy('month')
    .execute()
  const joined = new Map(people.map((p) => [p.id, joinedMonth(Number(p.entry_date), year)]))
  for (const row of rows)
    if (!paid.has(row.employee_id) && Number(row.month.slice(5)) < joined.get(row.employee_id)!)
      paid.set(row.employee_id, row.month)
  return paid
}

/** The staff in the caller's data range who joined in `year` (people who left since included), newest first, with their mark. */
export async function joinersOf(ctx: GatewayContext, auth: Auth, year: number): Promise<Joiner[]> {
  const tenantId = auth.session.tenant_id
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  const people = await ctx.db
    .selectFrom('employee')
    .leftJoin('organ', 'organ.id', 'employee.organ_id')
    .leftJoin('etax_first_income as mark', (join) =>
      join
        .onRef('mark.tenant_id', '=', 'employee.tenant_id')
        .onRef('mark.employee_id', '=', 'employee.id')
        .on('mark.year', '=', year),
    )
    .select([
      'employee.id',
      'employee.name',
      'employee.job_number',
      'employee.entry_date',
      'organ.name as organ',
      'organ.name_en as organ_en',
      'mark.set_at',
    ])
    .where('employee.tenant_id', '=', tenantId)
    .where(inStaffScope(scope))
    .where('employee.entry_date', '>=', yearStart(year))
    .where('employee.entry_date', '<', yearStart(year + 1))
    .orderBy('employee.entry_date', 'desc')
    .orderBy('employee.job_number')
    .execute()
  const paid = await paidBeforeJoining(ctx, tenantId, year, people)
  return people.map((p) => ({
    employeeId: p.id,
    name: p.name,
    jobNumber: p.job_number,
    organ: p.organ ?? '',
    organEn: p.organ_en || p.organ || '',
    entryDate: new Date(Number(p.entry_date)).toISOString().slice(0, 10),
    noEarlierIncome: p.set_at != null,
    paidBefore: paid.get(p.id) ?? null,
  }))
}

/**
 * Sets or clears the mark of a person in the caller's data range who joined in `year`. Refused for someone who joined in
 * an earlier year (the 5,000s already count from January) and for someone this company paid wages this year before joining.
 */
export async function setNoEarlierIncome(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  year: number,
  employeeId: number,
  value: boolean,
): Promise<void> {
  const tenantId = auth.session.tenant_id
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  const person = await ctx.db
    .selectFrom('employee')
    .select(['id', 'name', 'entry_date'])
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.id', '=', employeeId)
    .where(inStaffScope(scope))
    .executeTakeFirst()
  if (!person) throw etaxError(lang, 'personNotFound')
  const clear = (db: typeof ctx.db) =>
    db
      .deleteFrom('etax_first_income')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .where('year', '=', year)
      .execute()
  if (!value) {
    await clear(ctx.db)
    return
  }
  const entry = Number(person.entry_date)
  if (entry < yearStart(year)) throw etaxError(lang, 'joinedEarlier', { name: person.name, year })
  if (entry >= yearStart(year + 1)) throw etaxError(lang, 'joinedLater', { name: person.name, year })
  const paid = (await paidBeforeJoining(ctx, tenantId, year, [person])).get(person.id)
  if (paid) throw etaxError(lang, 'paidBefore', { name: person.name, month: paid })
  await ctx.db.transaction().execute(async (trx) => {
    await clear(trx)
    await trx
      .insertInto('etax_first_income')
      .values({ tenant_id: tenantId, employee_id: employeeId, year, set_by: auth.user.id, set_at: ctx.now() })
      .execute()
  })
}
