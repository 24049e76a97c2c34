import { route } from '../route'
import { id, integer, matching, objectBody, oneOf, record, str } from '../schema'
import { OTHER, RECRUIT } from './codes'
import { idBody, TENANT } from './jobs'
import { OFFER_STATUSES, candidate, offer } from './views'

export const DAY_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$'

/**
 * Offers: making one for approval (840203; the candidate moves to 'offer'), the approver's view (intent
 * recruitOffer.view), and the offer letter PDF of an approved offer.
 */
export const offers = {
  create: route({
    method: 'POST',
    path: '/recruit/web/offer/create',
    body: objectBody(
      {
        candidateId: id(),
        gangweiId: id(),
        salary: matching('^\\d{1,9}(\\.\\d{1,2})?$'),
        startDate: matching(DAY_PATTERN),
      },
      ['candidateId', 'gangweiId', 'salary', 'startDate'],
    ),
    result: record({ id: integer(), status: oneOf(OFFER_STATUSES), instanceId: str() }),
    errors: [
      RECRUIT.badDate,
      RECRUIT.candidateNotFound,
      RECRUIT.badStage,
      RECRUIT.offerPending,
      RECRUIT.positionNotFound,
      ...OTHER.workflowStart,
    ],
    tenant: TENANT,
    summary: 'Makes an offer for approval (840203): the candidate moves to the offer stage.',
  }),
  approval: route({
    method: 'POST',
    path: '/recruit/web/offer/approval',
    body: idBody(),
    result: record({ offer, candidate }),
    errors: [RECRUIT.noApprovedOffer, RECRUIT.candidateNotFound],
    tenant: TENANT,
    summary: "The approver's view of an offer: holders of 8402, or those who may see its approval request.",
  }),
  letter: route({
    method: 'POST',
    path: '/recruit/web/offer/letter',
    body: idBody(),
    file: true,
    errors: [RECRUIT.noApprovedOffer, RECRUIT.noFont, RECRUIT.candidateNotFound],
    tenant: TENANT,
    summary: 'The offer letter (PDF) of an approved offer: holders of 8402, or those who may see its request.',
  }),
}
