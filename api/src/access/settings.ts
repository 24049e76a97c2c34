import { route } from '../route'
import { bool, flag, integer, nullable, num, objectBody, oneOf, record, str, Type } from '../schema'

/** The company's inactivity timeout bounds, minutes (the gateway's core/auth/idle.ts IDLE_MINUTES). */
export const IDLE_BOUNDS = { min: 5, max: 480 } as const
export const TOUR_OUTCOMES = ['completed', 'closed'] as const
const tourId = () => Type.String({ pattern: '^[a-z][a-z0-9.-]{0,59}$' })

export const watermarkSetting = record({ enabled: bool(), text: nullable(str()) })
export const sessionTimeoutSetting = record({ minutes: integer(), min: integer(), max: integer() })
export const tourStatus = record({
  tourId: str(),
  completed: bool(),
  outcome: nullable(oneOf(TOUR_OUTCOMES)),
  completedAt: nullable(num()),
})

/** Company settings (function 1004: watermark, inactivity timeout) and the guided tour marks of each user. */
export const settings = {
  watermark: route({
    method: 'POST',
    path: '/joyhr/web/companySetting/watermark',
    body: objectBody({}),
    result: watermarkSetting,
    errors: [],
    tenant: "the session tenant's setting; the caller's own name",
    summary: "Whether the watermark is on and, when on, the text to draw (the caller's name and job number).",
  }),
  saveWatermark: route({
    method: 'POST',
    path: '/joyhr/web/companySetting/saveWatermark',
    body: objectBody({ enabled: flag() }, ['enabled']),
    result: record({ enabled: bool() }),
    errors: [],
    tenant: "the session tenant's setting only (services/access/watermark.test.ts)",
    summary: 'Turns the watermark on or off (function 1004).',
  }),
  sessionTimeout: route({
    method: 'POST',
    path: '/joyhr/web/companySetting/sessionTimeout',
    body: objectBody({}),
    result: sessionTimeoutSetting,
    errors: [],
    tenant: "the session tenant's setting only",
    summary: 'The inactivity timeout in minutes, with its bounds (function 1004).',
  }),
  saveSessionTimeout: route({
    method: 'POST',
    path: '/joyhr/web/companySetting/saveSessionTimeout',
    body: objectBody({ minutes: Type.Integer({ minimum: IDLE_BOUNDS.min, maximum: IDLE_BOUNDS.max }) }, ['minutes']),
    result: record({ minutes: integer() }),
    errors: [],
    tenant: "the session tenant's setting only",
    summary:
      'Sets the inactivity timeout (5 to 480 minutes; every session of the tenant follows it from its next request).',
  }),
  tourStatus: route({
    method: 'POST',
    path: '/joyhr/web/tour/status',
    body: objectBody({ tourId: tourId() }, ['tourId']),
    result: tourStatus,
    errors: [],
    tenant: "the caller's own marks in the session tenant (services/access/tour.test.ts)",
    summary: 'Whether the caller finished a tour, and how.',
  }),
  tourComplete: route({
    method: 'POST',
    path: '/joyhr/web/tour/complete',
    body: objectBody({ tourId: tourId(), outcome: oneOf(TOUR_OUTCOMES) }, ['tourId', 'outcome']),
    result: bool(),
    errors: [],
    tenant: "the caller's own marks in the session tenant (services/access/tour.test.ts)",
    summary: 'Marks a tour finished (completed or closed): it does not start by itself again.',
  }),
}
