import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { organsOfTenant } from '../../../core/org-tree'
import { actorOf, writeAudit } from '../audit'
import { salaryError, salaryWord } from '../errors'
import { SALARY_FUNCTIONS } from '../functions'
import { checkGroup, writeGroup } from './group-check'
import { coverageOf, membersOfGroups } from './membership'

const { groups: routes } = contract.payroll

/** Salary groups (8202; 820201 changes them): who is paid together (departments or people), which items, the pay day. */
export function groupRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.groups) }
  const edit = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.editGroups) }

  serve(api, routes.list, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const [groups, members, items, organs, staff] = await Promise.all([
      ctx.db.selectFrom('salary_group').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
      membersOfGroups(ctx.db, tenantId),
      ctx.db.selectFrom('salary_group_item').selectAll().where('tenant_id', '=', tenantId).execute(),
      organsOfTenant(ctx.db, tenantId),
      ctx.db
        .selectFrom('employee')
        .select(['id', 'organ_id', 'name', 'job_number', 'status'])
        .where('tenant_id', '=', tenantId)
        .execute(),
    ])
    return ok(
      groups.map((group) => {
        const mine = members.get(group.id) ?? { organIds: [], employeeIds: [] }
        const covered = coverageOf(organs, mine)
        const named = new Set(mine.employeeIds)
        return {
          id: group.id,
          name: group.name,
          payDay: Number(group.pay_day),
          proration: group.proration,
          organs: mine.organIds.map((organId) => ({
            id: organId,
            name: organs.find((o) => o.id === organId)?.name ?? '',
          })),
          people: staff
            .filter((s) => named.has(s.id))
            .map((s) => ({ id: s.id, name: s.name, jobNumber: s.job_number })),
          itemIds: items.filter((item) => item.group_id === group.id).map((item) => item.item_id),
          // The people named stay listed after they leave (their last month is still paid); the headcount is of today's staff.
          headcount: staff.filter((s) => Number(s.status) === 1 && (named.has(s.id) || covered.has(s.organ_id))).length,
        }
      }),
    )
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    if (body.id !== undefined) {
      const found = await ctx.db
        .selectFrom('salary_group')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', body.id)
        .executeTakeFirst()
      if (!found) throw salaryError(lang, 'groupNotFound')
    }
    await checkGroup(ctx.db, tenantId, body, lang)
    const groupId = await ctx.db.transaction().execute((trx) => writeGroup(trx, tenantId, body, ctx.now()))
    await writeAudit(
      ctx.db,
      {
        tenantId,
        runId: null,
        actor: actorOf(auth),
        action: 'groupSave',
        detail: {
          id: groupId,
          name: body.name,
          organs: body.organIds,
          people: body.employeeIds.length,
          items: body.itemIds,
        },
      },
      ctx.now(),
    )
    return ok({ id: groupId })
  })

  serve(api, routes.delete, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const groupId = request.body.id
    const found = await ctx.db
      .selectFrom('salary_group')
      .select('name')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', groupId)
      .executeTakeFirst()
    if (!found) throw salaryError(lang, 'groupNotFound')
    const run = await ctx.db
      .selectFrom('salary_run')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', groupId)
      .executeTakeFirst()
    if (run) throw salaryError(lang, 'badGroup', { reason: salaryWord(lang, 'hasRuns') })
    await ctx.db.transaction().execute(async (trx) => {
      for (const table of ['salary_group_member', 'salary_group_item'] as const)
        await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('group_id', '=', groupId).execute()
      await trx.deleteFrom('salary_group').where('tenant_id', '=', tenantId).where('id', '=', groupId).execute()
    })
    await writeAudit(
      ctx.db,
      { tenantId, runId: null, actor: actorOf(auth), action: 'groupDelete', detail: { id: groupId, name: found.name } },
      ctx.now(),
    )
    return ok({ id: groupId })
  })
}
