import type { Db } from '../../core/db/types'
import { bizHandler } from '../workflow'
import { writeAudit } from './audit'
import { OFFER_BIZ_TYPE } from './functions'
import { offerDescription } from './offer-view'

type Instance = { id: string; tenantId: number; bizId: string }

const offerOf = (db: Db, instance: Instance) =>
  db
    .selectFrom('recruit_offer')
    .selectAll()
    .where('tenant_id', '=', instance.tenantId)
    .where('id', '=', Number(instance.bizId))
    .executeTakeFirst()

/** An offer's side of its approval: 'approved' (the letter can be drawn and the candidate hired), 'rejected' or 'cancelled'. */
export const offerHandler = bizHandler(OFFER_BIZ_TYPE, {
  async describe(ctx, instance) {
    const offer = await offerOf(ctx.db, instance)
    if (!offer) return undefined
    const [candidate, position] = await Promise.all([
      ctx.db
        .selectFrom('recruit_candidate')
        .select('name')
        .where('tenant_id', '=', offer.tenant_id)
        .where('id', '=', offer.candidate_id)
        .executeTakeFirst(),
      ctx.db
        .selectFrom('gangwei')
        .select('name')
        .where('tenant_id', '=', offer.tenant_id)
        .where('id', '=', offer.gangwei_id)
        .executeTakeFirst(),
    ])
    return offerDescription(offer, candidate?.name ?? '', position?.name ?? '')
  },
  async onFinished(ctx, instance, outcome) {
    const offer = await offerOf(ctx.db, instance)
    if (!offer || offer.instance_id !== instance.id || offer.status !== 'approving') return
    await ctx.db
      .updateTable('recruit_offer')
      .set({ status: outcome, decided_at: ctx.now })
      .where('tenant_id', '=', offer.tenant_id)
      .where('id', '=', offer.id)
      .execute()
    await writeAudit(
      ctx.db,
      offer.tenant_id,
      { id: null, name: 'workflow' },
      `offer.${outcome}`,
      offer.candidate_id,
      { offerId: offer.id, instanceId: instance.id },
      ctx.now,
    )
  },
  async onResubmitted(ctx, instance) {
    const offer = await offerOf(ctx.db, instance)
    if (!offer || offer.instance_id !== instance.id || offer.status !== 'rejected') return
    await ctx.db
      .updateTable('recruit_offer')
      .set({ status: 'approving', decided_at: null })
      .where('tenant_id', '=', offer.tenant_id)
      .where('id', '=', offer.id)
      .execute()
  },
})
