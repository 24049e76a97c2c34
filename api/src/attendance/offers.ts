import { route } from '../route'
import { integer, list, objectBody, oneOf, record, str } from '../schema'
import { KAOQIN } from './codes'
import { DAY } from './views'

const MINE = "the caller's own staff record in the session tenant (kaoqin/offers.test.ts)"
export const OFFER_KINDS = ['rest', 'holiday', 'afterShift'] as const
/**
 * Overtime the caller's punches show, offered under their attendance group's rules: the day, its kind (work on a rest
 * day, on a holiday, or beyond the shift's end), from and to ('HH:MM'; an end not after the start is the next morning),
 * its length in minutes and a reason in the caller's language, ready for an overtime request asked after the work.
 */
export const overtimeOffer = record({
  day: str(),
  kind: oneOf(OFFER_KINDS),
  startTime: str(),
  endTime: str(),
  minutes: integer(),
  reason: str(),
})

/** Suggested overtime from punches: my open offers, dismissing one. */
export const offers = {
  mine: route({
    method: 'POST',
    path: '/kaoqin/web/overtimeOffer/mine',
    body: objectBody({}),
    result: list(overtimeOffer),
    errors: [KAOQIN.noStaffRecord],
    tenant: MINE,
    summary:
      'My suggested overtime: the open offers of days an overtime request may still be asked for after the work, and for which none was asked.',
  }),
  dismiss: route({
    method: 'POST',
    path: '/kaoqin/web/overtimeOffer/dismiss',
    body: objectBody({ day: DAY, kind: oneOf(OFFER_KINDS) }, ['day', 'kind']),
    result: record({ day: str(), kind: oneOf(OFFER_KINDS) }),
    errors: [KAOQIN.noStaffRecord, KAOQIN.offerNotFound],
    tenant: MINE,
    summary: 'Dismisses one of my offers: it is not offered again, however often the day is judged.',
  }),
}
