import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { queueNotification } from '../../notify'
import { requestLink } from '../outbound-notices'
import { titleTexts } from '../store'
import type { WorkflowStep } from '../types'
import { delegatedToFilter } from './routing'

/** How often a gateway looks for absences that began. */
export const ABSENCE_SWEEP_MS = 60 * 1000

/**
 * Tells the delegates of absences that began (and were not told yet) of each request already waiting for their
 * approver that does not concern them, as a waiting notice of its current step; later arrivals are told by the engine.
 * Each absence is claimed by one update that answers the rows it changed, so two gateways never tell it twice.
 * Answers how many requests were announced.
 */
export async function announceAbsenceStarts(ctx: Pick<GatewayContext, 'db' | 'now'>): Promise<number> {
  const now = ctx.now()
  const begun = await ctx.db
    .updateTable('wf_absence')
    .set({ start_notified_at: now })
    .where('start_notified_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .returning(['tenant_id', 'id', 'user_id', 'delegate_id'])
    .execute()
  let announced = 0
  for (const absence of begun) {
    const tenantId = absence.tenant_id
    const waiting = await ctx.db
      .selectFrom('wf_instance')
      .select(['id', 'title', 'title_message', 'applicant_name', 'steps', 'current_step'])
      .where('wf_instance.tenant_id', '=', tenantId)
      .where('wf_instance.status', '=', 'running')
      .where((eb) => delegatedToFilter(eb, ctx.db, tenantId, absence.delegate_id, now, absence.user_id))
      .execute()
    for (const instance of waiting) {
      const steps = JSON.parse(instance.steps) as WorkflowStep[]
      const step = steps[instance.current_step]
      await queueNotification(ctx, {
        tenantId,
        kind: 'approvalWaiting',
        template: 'approvalWaiting',
        userIds: [absence.delegate_id],
        link: requestLink(instance.id),
        eventKey: `absence:${absence.id}:${instance.id}`,
        params: {
          title: titleTexts(instance),
          applicant: instance.applicant_name,
          step: instance.current_step + 1,
          steps: steps.length,
          stepName: step ? { zh: step.nameZh, en: step.nameEn } : { zh: '', en: '' },
        },
      })
      announced++
    }
  }
  return announced
}

/** Runs the sweep while the gateway runs: once when it is ready, then every ABSENCE_SWEEP_MS. */
export function absenceStartRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  let timer: NodeJS.Timeout | undefined
  const sweep = () => {
    announceAbsenceStarts(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'absence start notices could not be queued'),
    )
  }
  app.addHook('onReady', async () => {
    sweep()
    timer = setInterval(sweep, ABSENCE_SWEEP_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
  })
}
