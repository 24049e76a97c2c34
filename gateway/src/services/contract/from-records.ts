import type { Kysely } from 'kysely'
import { dayOf } from './dates'

/** Who the contracts built from records name as their author (the system, no account). */
const SYSTEM = 0

/** A record's contract fields as the employee record kept them (epoch ms of UTC midnight; the type a dictionary code). */
export interface RecordContract {
  tenant_id: number
  employee_id: number
  contract_start: number | string | null
  contract_end: number | string | null
  contract_type: string | null
  entry_date: number | string
  leave_date: number | string | null
  status: number
}

const dayOrNull = (epochMs: number | string | null): string | null => (epochMs === null ? null : dayOf(Number(epochMs)))

/**
 * The contract a record's fields stand for: the record's type (a code of the contract type dictionary; without one,
 * fixed-term with an end, open-ended without), its start (the entry date when only the end is kept) and end. A task
 * contract is project-based; another type with an end is fixed-term, without one open-ended. Status: expired once the
 * end has passed, terminated on the leaving day for someone who left before it, a draft when the end is not after the
 * start (for HR to correct), else active.
 */
export function contractOfRecord(record: RecordContract, today: string) {
  const start = dayOrNull(record.contract_start ?? record.entry_date)!
  const end = dayOrNull(record.contract_end)
  const type = record.contract_type?.trim() || (end ? 'fixed' : 'open')
  const term = type === 'task' ? 'project' : end ? 'fixed' : 'open'
  const left = record.status !== 1
  const leftOn = dayOrNull(record.leave_date) ?? today
  let status = 'active'
  let terminatedOn: string | null = null
  if (end !== null && end <= start) status = 'draft'
  else if (end !== null && end < today) status = 'expired'
  else if (left) {
    status = 'terminated'
    terminatedOn = leftOn
  }
  return {
    type_code: type,
    term,
    start_date: start,
    end_date: end,
    project: '',
    probation_months: 0,
    probation_end: null,
    sign_date: null,
    status,
    documents: '[]',
    previous_id: null,
    terminated_on: terminatedOn,
    termination_reason: '',
  }
}

/**
 * Builds a contract for every employee whose record keeps contract dates and who has no contract yet, in every tenant
 * (contractOfRecord), numbered after the tenant's last contract. Running it again adds nothing. Used by migration 143
 * for the records kept before contracts lived on the contracts page, and by the demo seed. Answers how many it added.
 */
export async function contractsFromRecords(db: Kysely<any>, now: number): Promise<number> {
  const records: RecordContract[] = await db
    .selectFrom('employee_profile as p')
    .innerJoin('employee as e', (join) =>
      join.onRef('e.id', '=', 'p.employee_id').onRef('e.tenant_id', '=', 'p.tenant_id'),
    )
    .select([
      'p.tenant_id',
      'p.employee_id',
      'p.contract_start',
      'p.contract_end',
      'p.contract_type',
      'e.entry_date',
      'e.leave_date',
      'e.status',
    ])
    .where((eb) => eb.or([eb('p.contract_start', 'is not', null), eb('p.contract_end', 'is not', null)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('employment_contract as c')
            .select('c.id')
            .whereRef('c.tenant_id', '=', 'p.tenant_id')
            .whereRef('c.employee_id', '=', 'p.employee_id'),
        ),
      ),
    )
    .orderBy('p.tenant_id')
    .orderBy('p.employee_id')
    .execute()
  const today = dayOf(now)
  const next = new Map<number, number>()
  const rows = []
  for (const record of records) {
    if (!next.has(record.tenant_id)) {
      const top = await db
        .selectFrom('employment_contract')
        .select((eb) => eb.fn.max('id').as('top'))
        .where('tenant_id', '=', record.tenant_id)
        .executeTakeFirst()
      next.set(record.tenant_id, Number(top?.top ?? 0) + 1)
    }
    const id = next.get(record.tenant_id)!
    next.set(record.tenant_id, id + 1)
    rows.push({
      tenant_id: record.tenant_id,
      id,
      employee_id: record.employee_id,
      ...contractOfRecord(record, today),
      created_by: SYSTEM,
      created_at: now,
      updated_by: SYSTEM,
      updated_at: now,
    })
  }
  for (let at = 0; at < rows.length; at += 100) {
    await db
      .insertInto('employment_contract')
      .values(rows.slice(at, at + 100))
      .execute()
  }
  return rows.length
}
