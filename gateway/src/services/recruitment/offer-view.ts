import type { recruitmentContract, Static } from '@hr-portal/api'
import type { Db } from '../../core/db/types'
import { message, summarised, titled } from '../../core/message-text'
import type { RecruitOfferTable } from './tables'

/** An offer as the app shows it (the contract's offer). */
export type OfferView = Static<typeof recruitmentContract.offer>

export async function offerView(db: Db, offer: RecruitOfferTable): Promise<OfferView> {
  const [position, organ] = await Promise.all([
    db
      .selectFrom('gangwei')
      .select('name')
      .where('tenant_id', '=', offer.tenant_id)
      .where('id', '=', offer.gangwei_id)
      .executeTakeFirst(),
    db
      .selectFrom('organ')
      .select('name')
      .where('tenant_id', '=', offer.tenant_id)
      .where('id', '=', offer.organ_id)
      .executeTakeFirst(),
  ])
  return {
    id: offer.id,
    candidateId: offer.candidate_id,
    gangweiId: offer.gangwei_id,
    gangweiName: position?.name ?? '',
    organId: offer.organ_id,
    organName: organ?.name ?? '',
    salary: offer.salary,
    startDate: offer.start_date,
    status: offer.status as OfferView['status'],
    instanceId: offer.instance_id,
    createdAt: Number(offer.created_at),
  }
}

/** How an offer reads in its approval request; the amount is the monthly salary in yuan (steps may depend on it). */
export const offerDescription = (
  offer: Pick<RecruitOfferTable, 'salary' | 'start_date'>,
  candidateName: string,
  positionName: string,
) => ({
  amount: Math.round(Number(offer.salary)),
  ...titled(message('offer.request', { candidate: candidateName })),
  ...summarised(
    message('offer.summary', { position: positionName, salary: String(offer.salary), start: offer.start_date }),
  ),
})
