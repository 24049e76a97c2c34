import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { id, objectBody, text } from '../../core/http/schema'
import { langOfRequest } from '../../core/lang'
import { CONTRACT_FUNCTIONS, MAX_DOCUMENTS, MAX_PROBATION_MONTHS, TERMS } from './functions'
import { contractInRange, contractRow, employeeInRange, nextContractId, viewsOf } from './store'
import { pendingChangeOf } from './changes'
import { contractError, statusError } from './texts'
import { checkContract, columnsOf, type ContractInput } from './write'

const day = () => ({ type: 'string', maxLength: 10 })
export const FILE_ID = { type: 'string', pattern: '^[0-9a-f-]{36}$' }
const CONTRACT_FIELDS = {
  typeCode: text(40, 1),
  term: { type: 'string', enum: [...TERMS] },
  startDate: text(10, 10),
  endDate: day(),
  project: text(100),
  probationMonths: { type: 'integer', minimum: 0, maximum: MAX_PROBATION_MONTHS },
  probationEnd: day(),
  signDate: day(),
  documents: { type: 'array', items: FILE_ID, maxItems: MAX_DOCUMENTS },
  status: { type: 'string', enum: ['draft', 'active'] },
}
const REQUIRED = ['typeCode', 'term', 'startDate']

/** §7 contract addContractSelf and updateContractSelf: HR (110401) adds and edits contracts of staff in their data range. */
export function contractWriteRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const manage = requireFunction(ctx, CONTRACT_FUNCTIONS.manage)

  api.post<{ Body: ContractInput & { employeeId: number } }>(
    '/contract/web/contract/addContractSelf',
    {
      schema: { body: objectBody({ employeeId: id(), ...CONTRACT_FIELDS }, ['employeeId', ...REQUIRED]) },
      preHandler: manage,
    },
    async (request) => {
      const auth = authOf(request)
      const lang = langOfRequest(request)
      const tenantId = auth.session.tenant_id
      const employee = await employeeInRange(ctx, auth, request.body.employeeId, lang)
      const checked = await checkContract(ctx, auth, lang, employee.id, request.body)
      const now = ctx.now()
      const contractId = await ctx.db.transaction().execute(async (trx) => {
        const next = await nextContractId(trx, tenantId)
        await trx
          .insertInto('employment_contract')
          .values({
            tenant_id: tenantId,
            id: next,
            employee_id: employee.id,
            previous_id: null,
            terminated_on: null,
            termination_reason: '',
            created_by: auth.user.id,
            created_at: now,
            ...columnsOf(checked, auth.user.id, now),
          })
          .execute()
        return next
      })
      const row = await contractRow(ctx.db, tenantId, contractId)
      return ok((await viewsOf(ctx, tenantId, [row!], lang))[0])
    },
  )

  api.post<{ Body: ContractInput & { id: number } }>(
    '/contract/web/contract/updateContractSelf',
    {
      schema: { body: objectBody({ id: id(), ...CONTRACT_FIELDS }, ['id', ...REQUIRED]) },
      preHandler: manage,
    },
    async (request) => {
      const auth = authOf(request)
      const lang = langOfRequest(request)
      const before = await contractInRange(ctx, auth, request.body.id, lang)
      if (before.status !== 'draft' && before.status !== 'active') throw statusError(lang, before.status)
      if (before.status === 'active' && request.body.status === 'draft') throw statusError(lang, before.status)
      if (await pendingChangeOf(ctx.db, before.tenant_id, before.id)) throw contractError(lang, 'changePending')
      const checked = await checkContract(ctx, auth, lang, before.employee_id, request.body, before)
      await ctx.db
        .updateTable('employment_contract')
        .set(columnsOf(checked, auth.user.id, ctx.now()))
        .where('tenant_id', '=', before.tenant_id)
        .where('id', '=', before.id)
        .execute()
      const row = await contractRow(ctx.db, before.tenant_id, before.id)
      return ok((await viewsOf(ctx, before.tenant_id, [row!], lang))[0])
    },
  )
}
