import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { nameOfUser } from '../store'
import { announceAbsenceStarts } from './absence-start'
import { absencesOf, addAbsence, deleteAbsence, endAbsence, mayApprove } from './absences'
import { auditDelegation } from './audit'
import { findColleagues } from './colleagues'
import { delegatedToFilter } from './routing'
import { delegationError } from './texts'
import { boundOf, tenantTimeZone } from './zone'
import { langOfRequest } from '../../../core/lang'

/** The Delegation page's function (apps/approval/manifest.json, open to everyone: auth flag 0). */
export const DELEGATION_FUNCTION = '7003'

const { delegation: routes } = contract.workflow

/**
 * Approval delegation (menu 7003): the caller's own absences in the session tenant (planned, active, past), adding,
 * ending early and deleting them, the absences naming the caller delegate with what waits for them now, and the
 * colleagues the caller may name. Dates are read and shown in the tenant's time zone; every change is audited.
 */
export function delegationRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }

  serve(api, routes.mine, guard, async (request) => {
    const { session, user } = authOf(request)
    const tenantId = session.tenant_id
    const now = ctx.now()
    const timeZone = await tenantTimeZone(ctx.db, tenantId)
    const mine = await absencesOf(ctx.db, tenantId, 'user_id', user.id, now, timeZone)
    const toMe = (await absencesOf(ctx.db, tenantId, 'delegate_id', user.id, now, timeZone)).filter(
      (a) => a.state !== 'past',
    )
    const delegatedToMe = await Promise.all(
      toMe.map(async (absence) => {
        if (absence.state !== 'active') return { ...absence, waiting: 0 }
        const row = await ctx.db
          .selectFrom('wf_instance')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('wf_instance.tenant_id', '=', tenantId)
          .where('wf_instance.status', '=', 'running')
          .where((eb) => delegatedToFilter(eb, ctx.db, tenantId, user.id, now, absence.userId))
          .executeTakeFirst()
        return { ...absence, waiting: Number(row?.n ?? 0) }
      }),
    )
    // Only an approver has approvals to delegate (the page offers the form to them alone).
    const mayDelegate = (await mayApprove(ctx.db, tenantId, user.id)) === 'yes'
    return ok({ timeZone, now, mayDelegate, absences: mine, delegatedToMe })
  })

  serve(api, routes.save, guard, async (request) => {
    const { session, user } = authOf(request)
    const tenantId = session.tenant_id
    const lang = langOfRequest(request)
    const now = ctx.now()
    const timeZone = await tenantTimeZone(ctx.db, tenantId)
    const { from, to, delegateId, note = '' } = request.body
    if ((await mayApprove(ctx.db, tenantId, user.id)) !== 'yes') throw delegationError(lang, 'notApprover')
    const absence = {
      tenantId,
      userId: user.id,
      delegateId,
      from: boundOf(from, false, timeZone),
      to: boundOf(to, true, timeZone),
      note: note.trim(),
    }
    const id = await ctx.db.transaction().execute(async (trx) => {
      const created = await addAbsence(trx, absence, now, lang, timeZone)
      await auditDelegation(
        trx,
        { tenantId, userId: user.id },
        'absenceAdd',
        DELEGATION_FUNCTION,
        `absence ${created} from ${from} to ${to} (${timeZone}), delegate ${await nameOfUser(trx, delegateId)} (${delegateId})`,
        now,
      )
      return created
    })
    // An absence under way from now: its delegate hears at once of what already waits (later ones: the sweep).
    if (absence.from <= now) {
      await announceAbsenceStarts(ctx).catch((error: unknown) =>
        request.log.error({ err: error }, 'absence start notices could not be queued'),
      )
    }
    return ok({ id })
  })

  for (const [action, change] of [
    ['end', endAbsence],
    ['delete', deleteAbsence],
  ] as const) {
    serve(api, routes[action], guard, async (request) => {
      const { session, user } = authOf(request)
      const tenantId = session.tenant_id
      const now = ctx.now()
      await ctx.db.transaction().execute(async (trx) => {
        const row = await change(trx, tenantId, user.id, request.body.id, now, langOfRequest(request))
        await auditDelegation(
          trx,
          { tenantId, userId: user.id },
          action === 'end' ? 'absenceEnd' : 'absenceDelete',
          DELEGATION_FUNCTION,
          `absence ${row.id}, delegate ${await nameOfUser(trx, row.delegate_id)} (${row.delegate_id})`,
          now,
        )
      })
      return ok({ id: request.body.id })
    })
  }

  serve(api, routes.colleagues, guard, async (request) => {
    const { session, user } = authOf(request)
    // The colleagues offered are the tenant's approvers: only an approver, who has approvals to hand over, may list them.
    if ((await mayApprove(ctx.db, session.tenant_id, user.id)) !== 'yes')
      throw delegationError(langOfRequest(request), 'notApprover')
    return ok(await findColleagues(ctx.db, session.tenant_id, user.id, request.body.keyword))
  })
}
