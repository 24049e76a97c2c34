import { reportContract, type Static } from '@hr-portal/api'

// Behaviour tracking's constants and the event as the browser posts it: the contract's (api/src/report/tracking.ts).
export const { TRACKING_BATCH, TRACKING_VERSION, TRACKING_APP_CODES, EVENT_TYPES } = reportContract

export type TrackingAppCode = (typeof TRACKING_APP_CODES)[number]
/** One event as the browser posts it. */
export type TrackingEvent = Static<typeof reportContract.trackingEvent>
