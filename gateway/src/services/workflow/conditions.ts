import type { Db } from '../../core/db/types'
import type { Facts } from '../rules'
import { handlerOf } from './handlers'
import type { WorkflowInstance } from './types'

/** Whole months from an entry date (ms) to `now` (ms), UTC. */
export function monthsBetween(entryDate: number, now: number): number {
  const from = new Date(entryDate)
  const to = new Date(now)
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth())
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months
}

/** The unit `organId` and every unit above it in the tenant's tree, as text ids (a loop in the tree ends it). */
async function unitChain(db: Db, tenantId: number, organId: number): Promise<string[]> {
  const chain: string[] = []
  let current: number | null = organId
  while (current !== null && !chain.includes(String(current)) && chain.length < 50) {
    const row: { parent_id: number | null } | undefined = await db
      .selectFrom('organ')
      .select('parent_id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', current)
      .executeTakeFirst()
    if (!row) break
    chain.push(String(current))
    current = row.parent_id
  }
  return chain
}

/**
 * What a request's step conditions test (the rule engine's approval fields): its amount; the applicant's department
 * (their unit and those above it), length of service in months and gender from their staff record (unknown without
 * one); and what the business record says (its handler's facts: leave, the type).
 */
export async function requestFacts(db: Db, instance: WorkflowInstance, now: number): Promise<Facts> {
  const person = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select(['employee.organ_id', 'employee.entry_date', 'employee.gender'])
    .where('app_user.id', '=', instance.applicantId)
    .where('employee.tenant_id', '=', instance.tenantId)
    .executeTakeFirst()
  const business = (await handlerOf(db, instance.bizType)?.facts?.({ db, now }, instance)) ?? {}
  return {
    amount: instance.amount,
    department: person ? await unitChain(db, instance.tenantId, Number(person.organ_id)) : null,
    serviceMonths: person ? monthsBetween(Number(person.entry_date), now) : null,
    gender: person ? String(person.gender) : null,
    ...business,
  }
}
