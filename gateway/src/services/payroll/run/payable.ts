import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { salaryError, salaryWord } from '../errors'
import { type PaidPerson, peopleOfGroup } from '../groups/membership'
import { profilesInForce } from '../profiles/profile-store'
import type { SalaryProfileTable, SalaryRunTable } from '../tables'
import { type PaidPart, sharesOf } from './proration'

/** A person a calculation left out or wants checked, in the reader's language. */
export interface CalcWarning {
  employeeId: number
  code: string
  text: string
}

/** A person the run calculates: their profile in force in their pay month and the share of that month paid. */
export interface Payable extends PaidPerson {
  profile: SalaryProfileTable
  share?: PaidPart
}

/**
 * The people a run calculates (see peopleOfGroup), each with the salary profile in force in their pay month and the
 * share of it paid by the group's rule; those without a profile for that month are answered as problems (their name,
 * in `lang`) and left out, so everyone else is calculated. `only`: that one person, refused (410921) without a profile.
 */
export async function payablePeople(
  db: Db,
  tenantId: number,
  run: SalaryRunTable,
  lang: Lang,
  only?: number,
): Promise<{ people: Payable[]; problems: CalcWarning[]; all: PaidPerson[] }> {
  const [all, group] = await Promise.all([
    peopleOfGroup(db, tenantId, run.group_id, run.month, run.id),
    db
      .selectFrom('salary_group')
      .select('proration')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', run.group_id)
      .executeTakeFirst(),
  ])
  const members = only === undefined ? all : all.filter((person) => person.id === only)
  const profiles = new Map<number, SalaryProfileTable>()
  for (const payMonth of new Set(members.map((person) => person.payMonth))) {
    const ids = members.filter((person) => person.payMonth === payMonth).map((person) => person.id)
    for (const [id, profile] of await profilesInForce(db, tenantId, payMonth, ids)) profiles.set(id, profile)
  }
  const problems: CalcWarning[] = []
  for (const person of members) {
    if (profiles.has(person.id)) continue
    const vars = { name: person.name, month: person.payMonth }
    if (only !== undefined) throw salaryError(lang, 'noProfile', vars)
    problems.push({ employeeId: person.id, code: 'noProfile', text: salaryWord(lang, 'leftOutNoProfile', vars) })
  }
  const paid = members.filter((person) => profiles.has(person.id))
  const shares = await sharesOf(db, tenantId, group?.proration ?? 'workingDays', paid)
  return {
    people: paid.map((person) => ({ ...person, profile: profiles.get(person.id)!, share: shares.get(person.id) })),
    problems,
    all: members,
  }
}
