import type { Db } from '../../core/db/types'
import { amountOfFen } from '../../core/money'
import { conditionField, type Condition } from '../rules'
import { saveDefinition } from '../workflow'
import { financeOverOf } from './categories'
import { ADVANCE_BIZ_TYPE, CLAIM_BIZ_TYPE, EXPENSE_FUNCTIONS } from './functions'

/** The fact a step's condition tests: the claim's total or the advance's amount, in yuan. */
export const TOTAL_FACT = 'expenseTotal'

/** The rule engine's field for it, so a company's own definition may say "total over X" (handed in service.ts). */
export const expenseConditionFields = [
  conditionField({
    key: TOTAL_FACT,
    label: { zh: '报销/借款金额', en: 'Claim or advance amount' },
    type: 'number',
    kinds: ['approval'],
    bizTypes: [CLAIM_BIZ_TYPE, ADVANCE_BIZ_TYPE],
    unit: () => ({ zh: '元', en: 'yuan' }),
  }),
]

const NAMES = { [CLAIM_BIZ_TYPE]: '费用报销', [ADVANCE_BIZ_TYPE]: '借款' } as const

/** The finance step's condition: the amount over the tenant's limit. */
const overCondition = (fen: number): Condition => ({ field: TOTAL_FACT, op: 'gt', values: [amountOfFen(fen)] })

/** True for the step this service wrote: a role step whose only condition is the amount over a limit. */
const isFinanceStep = (step: { conditions?: Condition[] }) =>
  step.conditions?.length === 1 && step.conditions[0].field === TOTAL_FACT && step.conditions[0].op === 'gt'

/** The first role of the tenant whose holders pay expenses (8903): finance. */
async function financeRole(db: Db, tenantId: number): Promise<number | undefined> {
  const role = await db
    .selectFrom('role')
    .innerJoin('role_function', 'role_function.role_id', 'role.id')
    .select('role.id')
    .where('role.tenant_id', '=', tenantId)
    .where('role_function.function_id', '=', EXPENSE_FUNCTIONS.payment)
    .orderBy('role.id')
    .executeTakeFirst()
  return role?.id
}

/**
 * The first time a claim or advance is submitted, the tenant's definition of its business type is saved: the line
 * manager, then finance (the first role paying expenses) when the amount is over the tenant's limit. Administrators
 * may change it on the definitions page (conditions on `expenseTotal`, department …); a saved one is kept.
 */
export async function ensureExpenseDefinition(
  db: Db,
  tenantId: number,
  bizType: typeof CLAIM_BIZ_TYPE | typeof ADVANCE_BIZ_TYPE,
  now: number,
): Promise<void> {
  const saved = await db
    .selectFrom('wf_definition')
    .select('biz_type')
    .where('tenant_id', '=', tenantId)
    .where('biz_type', '=', bizType)
    .executeTakeFirst()
  if (saved) return
  const [roleId, over] = await Promise.all([financeRole(db, tenantId), financeOverOf(db, tenantId)])
  const steps = [
    { nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager' as const, level: 1 } },
    ...(roleId === undefined
      ? []
      : [
          {
            nameZh: '财务审批',
            nameEn: 'Finance',
            approver: { type: 'role' as const, roleId },
            conditions: [overCondition(over)],
          },
        ]),
  ]
  await saveDefinition(db, tenantId, { bizType, name: NAMES[bizType], steps }, now)
}

/** A new limit for finance: the finance steps this service wrote in the tenant's definitions take it. */
export async function moveFinanceLimit(db: Db, tenantId: number, fen: number, now: number): Promise<void> {
  const rows = await db
    .selectFrom('wf_definition')
    .select(['biz_type', 'name', 'steps'])
    .where('tenant_id', '=', tenantId)
    .where('biz_type', 'in', [CLAIM_BIZ_TYPE, ADVANCE_BIZ_TYPE])
    .execute()
  for (const row of rows) {
    const steps = JSON.parse(row.steps) as Array<{ conditions?: Condition[] }>
    if (!steps.some(isFinanceStep)) continue
    const moved = steps.map((step) => (isFinanceStep(step) ? { ...step, conditions: [overCondition(fen)] } : step))
    await saveDefinition(db, tenantId, { bizType: row.biz_type, name: row.name, steps: moved as never }, now)
  }
}
