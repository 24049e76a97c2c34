import { randomUUID } from 'node:crypto'
import { contract as apiContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession, type Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest, type Lang } from '../../core/lang'
import { canView, dispatchWorkflowNotices, loadInstance, startInstance } from '../workflow'
import { changeDescription, changeRow, changeView, managerStep, pendingChangeOf, renewalStart } from './changes'
import { isDay } from './dates'
import { type ChangeKind, CONTRACT_FUNCTIONS, RENEWAL_BIZ_TYPE, TERMINATION_BIZ_TYPE } from './functions'
import { contractInRange, employeeOf, viewsOf } from './store'
import type { EmploymentContractTable } from './tables'
import { checkTerms } from './terms'
import { contractError, reasonError } from './texts'

const routes = apiContract.contract.contracts

/**
 * Renewal and termination (110401): each is a request in the workflow (business types contractRenewal and
 * contractTermination) and takes effect when approved (handler.ts); one change of a contract waits at a time.
 */
export function contractChangeRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const manage = requireFunction(ctx, CONTRACT_FUNCTIONS.manage)

  serve(api, routes.renew, { preHandler: manage }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const contract = await changeable(ctx, auth, request.body.id, lang, 'renewal')
    const terms = checkTerms(lang, {
      term: request.body.term,
      startDate: renewalStart(contract),
      endDate: request.body.endDate,
      project: request.body.project || contract.project,
    })
    return ok(
      await startChange(ctx, auth, lang, contract, {
        kind: 'renewal',
        new_term: terms.term,
        new_end_date: terms.endDate,
        effective_date: terms.startDate,
        reason: request.body.reason.trim(),
      }),
    )
  })

  serve(api, routes.terminate, { preHandler: manage }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const contract = await changeable(ctx, auth, request.body.id, lang, 'termination')
    const { date } = request.body
    if (!isDay(date)) throw reasonError(lang, 'badDates', 'date')
    if (date < contract.start_date || (contract.end_date && date > contract.end_date))
      throw reasonError(lang, 'badDates', 'effective')
    return ok(
      await startChange(ctx, auth, lang, contract, {
        kind: 'termination',
        new_term: null,
        new_end_date: null,
        effective_date: date,
        reason: request.body.reason.trim(),
      }),
    )
  })

  serve(api, routes.notRenew, { preHandler: manage }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const contract = await changeable(ctx, auth, request.body.id, lang, 'nonRenewal')
    return ok(
      await startChange(ctx, auth, lang, contract, {
        kind: 'nonRenewal',
        new_term: null,
        new_end_date: null,
        effective_date: contract.end_date!,
        reason: request.body.reason.trim(),
      }),
    )
  })

  // One change with its contract (intents contractRenewal.view and contractTermination.view): for those who may see its
  // workflow (the applicant, its approvers, a workflow admin) and for readers of the contract.
  serve(api, routes.change, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const change = await changeRow(ctx.db, tenantId, request.body.id)
    const instance = change?.instance_id ? await loadInstance(ctx.db, tenantId, change.instance_id) : undefined
    if (!change || !instance || !(await canView(ctx.db, auth, instance, ctx.now())))
      throw contractError(lang, 'changeNotFound')
    const contract = await ctx.db
      .selectFrom('employment_contract')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', change.contract_id)
      .executeTakeFirstOrThrow()
    return ok({
      ...changeView(change),
      contract: (await viewsOf(ctx, tenantId, [contract], lang))[0],
    })
  })
}

/**
 * An active contract in the caller's range without a change waiting; a renewal or non-renewal also needs an end date
 * not decided yet (no approved non-renewal).
 */
async function changeable(
  ctx: GatewayContext,
  auth: Auth,
  id: number,
  lang: Lang,
  kind: ChangeKind,
): Promise<EmploymentContractTable> {
  const contract = await contractInRange(ctx, auth, id, lang)
  const aboutTheEnd = kind === 'renewal' || kind === 'nonRenewal'
  if (contract.status !== 'active' || (aboutTheEnd && (!contract.end_date || contract.terminated_on)))
    throw contractError(lang, 'notChangeable')
  if (await pendingChangeOf(ctx.db, contract.tenant_id, contract.id)) throw contractError(lang, 'changePending')
  return contract
}

type ChangeFields = {
  kind: ChangeKind
  new_term: string | null
  new_end_date: string | null
  effective_date: string
  reason: string
}

/** Records the change and starts its workflow request in one transaction; the approvers hear of it after the commit. */
async function startChange(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  contract: EmploymentContractTable,
  fields: ChangeFields,
) {
  const tenantId = contract.tenant_id
  const employee = await employeeOf(ctx.db, tenantId, contract.employee_id)
  const id = randomUUID()
  const instance = await ctx.db.transaction().execute(async (trx) => {
    const row = {
      tenant_id: tenantId,
      id,
      contract_id: contract.id,
      status: 'pending',
      instance_id: null,
      new_contract_id: null,
      requested_by: auth.user.id,
      created_at: ctx.now(),
      decided_at: null,
      ...fields,
    }
    await trx.insertInto('employment_contract_change').values(row).execute()
    const started = await startInstance(
      { db: trx, now: ctx.now },
      {
        tenantId,
        bizType: fields.kind === 'renewal' ? RENEWAL_BIZ_TYPE : TERMINATION_BIZ_TYPE,
        bizId: id,
        applicantId: auth.user.id,
        lang,
        firstSteps: await managerStep(trx, tenantId, employee?.manager_id, auth.user.id),
        ...changeDescription(row, contract, employee?.name ?? ''),
      },
    )
    await trx
      .updateTable('employment_contract_change')
      .set({ instance_id: started.id })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute()
    return started
  })
  await dispatchWorkflowNotices(ctx, tenantId)
  return {
    id,
    instanceId: instance.id,
    status: 'pending' as const,
    kind: fields.kind,
    effectiveDate: fields.effective_date,
    newEndDate: fields.new_end_date,
  }
}
