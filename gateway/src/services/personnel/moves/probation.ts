import { randomUUID } from 'node:crypto'
import type { contract, Static } from '@hr-portal/api'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { wiringOf } from '../../../core/service'
import { dispatchWorkflowNotices, startInstance } from '../../workflow'
import type { RecordRow } from '../records/record-row'
import { ensureHrDefinition } from '../self-service/hr-step'
import { lineManagerStep } from './create'
import { moveError } from './errors'
import { PROBATION_BIZ_TYPE, PROBATION_CONTRACTS, type ProbationContract } from './functions'
import type { ProbationReviewTable } from './tables'

type ReviewInput = Static<typeof contract.personnel.probation.request.body>

/** The contract service's probation (its handler of PROBATION_CONTRACTS). */
export const probationSource = (db: Db) => {
  const source = wiringOf(db).all(PROBATION_CONTRACTS)[0]
  if (!source) throw new Error('no probation source: the contract service is not wired')
  return source
}

const reviewsOf = (db: Db, tenantId: number, employeeId: number) =>
  db
    .selectFrom('probation_review')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', employeeId)
    .orderBy('created_at', 'desc')
    .execute()

export const reviewView = (row: ProbationReviewTable, name: string) => ({
  id: row.id,
  employeeId: row.employee_id,
  employeeName: name,
  contractId: row.contract_id,
  kind: row.kind as 'confirm' | 'extend' | 'end',
  probationEnd: row.probation_end,
  newDate: row.new_date,
  reason: row.reason,
  status: row.status as 'pending' | 'approved' | 'applied' | 'rejected' | 'cancelled' | 'failed',
  instanceId: row.instance_id,
  createdAt: Number(row.created_at),
})

/** Whether a review of the kind was approved (and applied, or waiting for its last day). */
const decided = (rows: ProbationReviewTable[], kind: string) =>
  rows.some((row) => row.kind === kind && (row.status === 'approved' || row.status === 'applied'))

/** Where a person's probation stands: the active contract's, the latest end the law allows, and its reviews. */
export async function probationState(db: Db, tenantId: number, row: RecordRow) {
  const contract = await probationSource(db).activeOf(db, tenantId, row.employee.id)
  const reviews = await reviewsOf(db, tenantId, row.employee.id)
  const own = contract ? reviews.filter((review) => review.contract_id === contract.contractId) : []
  return {
    employeeId: row.employee.id,
    contractId: contract?.contractId ?? null,
    probationEnd: contract?.probationEnd ?? null,
    latestEnd: contract?.latestEnd ?? null,
    extended: decided(own, 'extend'),
    confirmed: decided(own, 'confirm'),
    reviews: reviews.map((review) => reviewView(review, row.employee.name)),
  }
}

const KINDS = { confirm: '转正', extend: '延长试用期', end: '试用期解除' } as const

/** How a review reads in its workflow request. */
export const reviewDescription = (row: ProbationReviewTable, name: string) => ({
  amount: 0,
  title: `试用期 · ${KINDS[row.kind as keyof typeof KINDS] ?? row.kind} · ${name}`,
  summary: `${row.probation_end}${row.new_date ? ` → ${row.new_date}` : ''}: ${row.reason}`.slice(0, 1000),
})

/**
 * Checks a review of a probation: the person on the job with an active contract in probation not confirmed yet, no
 * review waiting; an extension after the present end, no later than the law allows for the contract's term (劳动合同法
 * art. 19) and only once; an ending with a reason and a last day from the contract's start to the probation end.
 */
function checkReview(
  lang: Lang,
  row: RecordRow,
  contract: ProbationContract | null,
  reviews: ProbationReviewTable[],
  input: ReviewInput,
) {
  const name = row.employee.name
  if (row.employee.status === 2) throw moveError(lang, 'hasLeft', { name })
  const own = contract ? reviews.filter((review) => review.contract_id === contract.contractId) : []
  if (!contract || decided(own, 'confirm') || decided(own, 'end')) throw moveError(lang, 'noProbation', { name })
  if (reviews.some((review) => review.status === 'pending')) throw moveError(lang, 'pending', { name })
  const newDate = input.newDate ?? null
  const reason = (input.reason ?? '').trim()
  if (input.kind === 'extend') {
    if (decided(own, 'extend')) throw moveError(lang, 'extendedOnce', { name })
    if (!newDate || newDate <= contract.probationEnd || newDate > contract.latestEnd)
      throw moveError(lang, 'badExtension', { end: contract.probationEnd, latest: contract.latestEnd })
  }
  if (input.kind === 'end' && (!reason || !newDate || newDate < contract.startDate || newDate > contract.probationEnd))
    throw moveError(lang, 'badEnd', { start: contract.startDate, end: contract.probationEnd })
  return { contract, newDate: input.kind === 'confirm' ? null : newDate, reason }
}

/** Asks for a checked review: the review and its workflow request (the line manager, then HR) in one transaction. */
export async function requestReview(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number; lang: Lang },
  row: RecordRow,
  input: ReviewInput,
) {
  const { tenantId, userId, lang } = who
  const review = await ctx.db.transaction().execute(async (trx) => {
    const contract = await probationSource(trx).activeOf(trx, tenantId, row.employee.id)
    const checked = checkReview(lang, row, contract, await reviewsOf(trx, tenantId, row.employee.id), input)
    const review: ProbationReviewTable = {
      tenant_id: tenantId,
      id: randomUUID(),
      employee_id: row.employee.id,
      contract_id: checked.contract.contractId,
      kind: input.kind,
      probation_end: checked.contract.probationEnd,
      new_date: checked.newDate,
      reason: checked.reason,
      status: 'pending',
      instance_id: null,
      requested_by: userId,
      created_at: ctx.now(),
      decided_at: null,
    }
    await ensureHrDefinition(trx, tenantId, { bizType: PROBATION_BIZ_TYPE, name: '试用期' }, ctx.now())
    await trx.insertInto('probation_review').values(review).execute()
    const started = await startInstance(
      { db: trx, now: ctx.now },
      {
        firstSteps: await lineManagerStep(trx, tenantId, row.employee.manager_id ?? null, userId),
        tenantId,
        bizType: PROBATION_BIZ_TYPE,
        bizId: review.id,
        applicantId: userId,
        lang,
        ...reviewDescription(review, row.employee.name),
      },
    )
    review.instance_id = started.id
    await trx
      .updateTable('probation_review')
      .set({ instance_id: started.id })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', review.id)
      .execute()
    return review
  })
  await dispatchWorkflowNotices(ctx, tenantId)
  return reviewView(review, row.employee.name)
}
