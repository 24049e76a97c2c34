import { objectBody, type JsonSchema } from '../../../core/http/schema'

/** §9 Tracking batch: at most 5 events go in one post. */
export const TRACKING_BATCH = 5
/** §9 Version string reported by every event. */
export const TRACKING_VERSION = '5.10.0'
/** §7 Monitoring key app codes: APP12 is the portal shell, APP13 the sub-apps (their events come over the bridge). */
export const TRACKING_APP_CODES = ['APP12', 'APP13'] as const
export const EVENT_TYPES = ['pageView', 'menuClick', 'custom'] as const

export type TrackingAppCode = (typeof TRACKING_APP_CODES)[number]

/** One event as the browser posts it. */
export interface TrackingEvent {
  appCode: TrackingAppCode
  date: number
  nonce: string
  hash: string
  version: string
  type: (typeof EVENT_TYPES)[number]
  app: string
  page: string
  name: string
  props?: Record<string, string | number | boolean>
}

const event: JsonSchema = objectBody(
  {
    appCode: { type: 'string', enum: [...TRACKING_APP_CODES] },
    date: { type: 'integer', minimum: 1, maximum: 8_640_000_000_000_000 },
    nonce: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
    hash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    version: { type: 'string', maxLength: 20 },
    type: { type: 'string', enum: [...EVENT_TYPES] },
    app: { type: 'string', pattern: '^(shell|[a-z][a-z0-9-]{0,40})$' },
    page: { type: 'string', minLength: 1, maxLength: 300 },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    props: {
      type: 'object',
      maxProperties: 10,
      propertyNames: { pattern: '^[A-Za-z][\\w.-]{0,39}$' },
      additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: 200 },
    },
  },
  ['appCode', 'date', 'nonce', 'hash', 'version', 'type', 'app', 'page', 'name'],
)

/** POST /report/web/track/batch: the key's window and 1..5 events (a sixth is refused by the schema). */
export const batchBody: JsonSchema = objectBody(
  {
    keyId: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
    events: { type: 'array', minItems: 1, maxItems: TRACKING_BATCH, items: event },
  },
  ['keyId', 'events'],
)
