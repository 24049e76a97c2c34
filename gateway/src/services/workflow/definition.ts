import { type BodyOf, type contract, workflowContract } from '@hr-portal/api'
import type { Db } from '../../core/db/types'
import { checkConditions, holds, type Facts } from '../rules'
import { workflowError } from './errors'
import type { Lang, WorkflowStep } from './types'

/** Highest manager level a step may name (the line manager is 1). */
export const MAX_MANAGER_LEVEL = workflowContract.MAX_MANAGER_LEVEL

/** The steps of a business type without a definition of its own: the applicant's line manager. */
export const DEFAULT_STEPS: WorkflowStep[] = [
  { nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager', level: 1 } },
]

export interface Definition {
  bizType: string
  name: string
  steps: WorkflowStep[]
  updatedAt: number
  builtIn: boolean
}

/** The tenant's definition of a business type, or the default one (line manager) when it has none. */
export async function definitionOf(db: Db, tenantId: number, bizType: string): Promise<Definition> {
  const row = await db
    .selectFrom('wf_definition')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('biz_type', '=', bizType)
    .executeTakeFirst()
  if (!row) return { bizType, name: bizType, steps: DEFAULT_STEPS, updatedAt: 0, builtIn: true }
  return {
    bizType,
    name: row.name,
    steps: JSON.parse(row.steps) as WorkflowStep[],
    updatedAt: row.updated_at,
    builtIn: false,
  }
}

/**
 * The steps that apply to a request of `amount` (a step with minAmount applies only above it) and `facts` (a step
 * with conditions applies only when all hold: conditions.ts requestFacts).
 */
export const planSteps = (steps: WorkflowStep[], amount: number, facts: Facts = {}): WorkflowStep[] =>
  steps.filter(
    (step) => (step.minAmount === undefined || amount > step.minAmount) && holds(step.conditions ?? [], facts),
  )

/** A step's identity when plans are compared: who approves it and its names (not when it applies). */
const stepKey = (step: WorkflowStep): string => {
  const { approver } = step
  const who =
    approver.type === 'manager' ? approver.level : approver.type === 'role' ? approver.roleId : approver.userId
  return JSON.stringify([approver.type, who, step.nameZh, step.nameEn])
}

/**
 * The steps of a request submitted again: the new plan together with every step the request had before (the union),
 * so a smaller amount or a definition changed since cannot leave out a step an earlier round had. Each round is
 * planned this way, so the steps before hold the first round's. The new plan keeps its order; an earlier step it
 * lacks goes back in right after the earlier step before it (or first).
 */
export function keepEarlierSteps(planned: WorkflowStep[], earlier: WorkflowStep[]): WorkflowStep[] {
  const merged = [...planned]
  let at = 0
  for (const step of earlier) {
    const found = merged.findIndex((s) => stepKey(s) === stepKey(step))
    if (found >= 0) {
      at = Math.max(at, found + 1)
      continue
    }
    merged.splice(at, 0, step)
    at += 1
  }
  return merged
}

/** A step as a definition is saved with (its approver's pair is checked here). */
type StepInput = BodyOf<typeof contract.workflow.definitions.save>['steps'][number]

/**
 * Checks a definition's steps against the tenant (a manager step names its level, a role step a role of the tenant,
 * conditions the rule engine's approval fields of the business type) and answers them in their clean shape; throws
 * badDefinition (410007) or the rule engine's codes (412801–412803).
 */
export async function checkSteps(
  db: Db,
  where: { tenantId: number; bizType: string; now: number },
  steps: StepInput[],
  lang: Lang,
): Promise<WorkflowStep[]> {
  const { tenantId } = where
  if (steps.length === 0) throw workflowError(lang, 'noSteps')
  const checked: WorkflowStep[] = []
  for (const [index, step] of steps.entries()) {
    const given = step.approver
    const conditions = await checkConditions(
      db,
      { ...where, kind: 'approval', step: index + 1 },
      step.conditions ?? [],
      lang,
    )
    const base = {
      nameZh: step.nameZh,
      nameEn: step.nameEn,
      ...(step.minAmount === undefined ? {} : { minAmount: step.minAmount }),
      ...(conditions.length ? { conditions } : {}),
    }
    if (given.type === 'manager') {
      if (!given.level || given.level > MAX_MANAGER_LEVEL) throw workflowError(lang, 'badApprover', { n: index + 1 })
      checked.push({ ...base, approver: { type: 'manager', level: given.level } })
      continue
    }
    if (given.type !== 'role' || !given.roleId) throw workflowError(lang, 'badApprover', { n: index + 1 })
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', given.roleId)
      .executeTakeFirst()
    if (!role) throw workflowError(lang, 'unknownRole', { n: index + 1, id: given.roleId })
    checked.push({ ...base, approver: { type: 'role', roleId: given.roleId } })
  }
  return checked
}

/** Stores (replaces) the tenant's definition of a business type. */
export async function saveDefinition(
  db: Db,
  tenantId: number,
  definition: { bizType: string; name: string; steps: WorkflowStep[] },
  now: number,
): Promise<void> {
  const values = { name: definition.name, steps: JSON.stringify(definition.steps), updated_at: now }
  await db
    .insertInto('wf_definition')
    .values({ tenant_id: tenantId, biz_type: definition.bizType, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'biz_type']).doUpdateSet(values))
    .execute()
}
