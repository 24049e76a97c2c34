import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { placePeople } from '../../people'
import { EMPLOYEE_RECORD } from '../biz-fields'
import { inStaffScope, staffScopeOf } from '../data-range'
import { fieldAccessOf } from '../field-permissions'
import { schemeError } from './errors'

/** The staff list's batch modify button. */
export const BATCH_MODIFY_FUNCTION = '100204'

/** Fields that may be batch-changed: the department (the record field 'organ') and the post ('zhiwei'). */
const BATCH_FIELDS = [
  { key: 'organ', en: 'Department', zh: '部门' },
  { key: 'zhiwei', en: 'Post', zh: '职位' },
] as const

/** §7 batch modify of the staff list: the editable fields, and one field set to one value for selected staff. */
export function batchRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const editable = async (tenantId: number, userId: number) => {
    const access = await fieldAccessOf(ctx, { tenantId, userId, bizTypeId: EMPLOYEE_RECORD })
    return BATCH_FIELDS.filter((field) => access[field.key] === 'edit')
  }

  serve(
    app,
    contract.access.schemes.batchConditions,
    { preHandler: requireFunction(ctx, BATCH_MODIFY_FUNCTION) },
    async (request) => {
      const { session } = authOf(request)
      const lang = langOfRequest(request)
      const fields = await editable(session.tenant_id, session.user_id)
      const tenantId = session.tenant_id
      const [organs, zhiweis] = await Promise.all([
        ctx.db
          .selectFrom('organ')
          .select(['id', 'name'])
          .where('tenant_id', '=', tenantId)
          .orderBy('level')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        ctx.db.selectFrom('zhiwei').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute(),
      ])
      const options = { organ: organs, zhiwei: zhiweis }
      return ok(fields.map((field) => ({ key: field.key, label: field[lang], options: options[field.key] })))
    },
  )

  serve(
    app,
    contract.access.schemes.batchModify,
    { preHandler: requireFunction(ctx, BATCH_MODIFY_FUNCTION) },
    async (request) => {
      const { session } = authOf(request)
      const tenantId = session.tenant_id
      const { ids, field, value } = request.body
      const label = BATCH_FIELDS.find((f) => f.key === field)![langOfRequest(request)]
      if (!(await editable(tenantId, session.user_id)).some((f) => f.key === field))
        throw schemeError(langOfRequest(request), 'fieldNotEditable', { field: label })
      const target =
        field === 'organ'
          ? await ctx.db
              .selectFrom('organ')
              .select('id')
              .where('tenant_id', '=', tenantId)
              .where('id', '=', value)
              .executeTakeFirst()
          : await ctx.db
              .selectFrom('zhiwei')
              .select('id')
              .where('tenant_id', '=', tenantId)
              .where('id', '=', value)
              .executeTakeFirst()
      if (!target) throw schemeError(langOfRequest(request), 'badValue', { field: label })
      // A department move needs a position of that department: the one with the employee's post, else its first.
      const positions =
        field === 'organ'
          ? await ctx.db
              .selectFrom('gangwei')
              .select(['id', 'zhiwei_id'])
              .where('tenant_id', '=', tenantId)
              .where('organ_id', '=', value)
              .orderBy('id')
              .execute()
          : []
      if (field === 'organ' && !positions.length)
        throw schemeError(langOfRequest(request), 'badValue', { field: label })

      const scope = await staffScopeOf(ctx, session)
      const inRange = await ctx.db
        .selectFrom('employee')
        .select(['id', 'zhiwei_id'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .where(inStaffScope(scope))
        .execute()
      const changed = inRange.map((row) => row.id)
      await ctx.db.transaction().execute(async (trx) => {
        await placePeople(
          { db: trx, tenantId, actor: session.user_id, lang: langOfRequest(request) },
          inRange.map((row) => ({
            id: row.id,
            set:
              field === 'organ'
                ? {
                    organ_id: value,
                    gangwei_id: (positions.find((p) => p.zhiwei_id === row.zhiwei_id) ?? positions[0]).id,
                  }
                : { zhiwei_id: value },
          })),
        )
        await trx
          .insertInto('batch_modify_log')
          .values({
            tenant_id: tenantId,
            id: randomUUID(),
            user_id: session.user_id,
            field,
            value: String(value),
            changed_ids: JSON.stringify(changed),
            skipped: ids.length - changed.length,
            created_at: ctx.now(),
          })
          .execute()
      })
      return ok({ changed: changed.length, skipped: ids.length - changed.length })
    },
  )
}
