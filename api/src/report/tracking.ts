import { JOYHR } from '../access/codes'
import { route } from '../route'
import { bool, flag, integer, list, nullable, objectBody, oneOf, record, str, Type } from '../schema'
import { TRACKING } from './codes'

/** §9 Tracking batch: at most 5 events go in one post. */
export const TRACKING_BATCH = 5
/** §9 Version string reported by every event. */
export const TRACKING_VERSION = '5.10.0'
/** §7 Monitoring key app codes: APP12 is the portal shell, APP13 the sub-apps (their events come over the bridge). */
export const TRACKING_APP_CODES = ['APP12', 'APP13'] as const
export const EVENT_TYPES = ['pageView', 'menuClick', 'custom'] as const

/** One event as the browser posts it. */
export const trackingEvent = objectBody(
  {
    appCode: oneOf(TRACKING_APP_CODES),
    date: Type.Integer({ minimum: 1, maximum: 8_640_000_000_000_000 }),
    nonce: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }),
    hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    version: Type.String({ maxLength: 20 }),
    type: oneOf(EVENT_TYPES),
    app: Type.String({ pattern: '^(shell|[a-z][a-z0-9-]{0,40})$' }),
    page: Type.String({ minLength: 1, maxLength: 300 }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    props: Type.Unsafe<Record<string, string | number | boolean>>({
      type: 'object',
      maxProperties: 10,
      propertyNames: { pattern: '^[A-Za-z][\\w.-]{0,39}$' },
      additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: 200 },
    }),
  },
  ['appCode', 'date', 'nonce', 'hash', 'version', 'type', 'app', 'page', 'name'],
)

/** The page-views report of one tenant over the last `days` days. */
export const pageViewReport = record({
  days: integer(),
  totalViews: integer(),
  /** Page views of one page of one app, with the number of distinct users. */
  pages: list(record({ app: str(), page: str(), views: integer(), users: integer() })),
  /** Clicks on one menu item. */
  menus: list(record({ app: str(), name: str(), page: str(), clicks: integer() })),
  /** Views per UTC day (YYYY-MM-DD), days without views included as 0. */
  daily: list(record({ day: str(), views: integer() })),
  custom: list(record({ app: str(), name: str(), count: integer() })),
})

const OWN = "the caller's own choice in the session tenant (tenant-isolation/content.test.ts)"

/**
 * Behaviour tracking (§7, §9): the usage-tracking key, the monitoring key of APP12/APP13, the signed batch endpoint,
 * the user's 'Do not track me' choice and the page-views report of the BI app (function 4003).
 */
export const track = {
  key: route({
    method: 'POST',
    path: '/report/web/track/key',
    result: record({
      key: str(),
      keyId: integer(),
      expiresAt: integer(),
      serverTime: integer(),
      ttlMs: integer(),
      version: str(),
      batchSize: integer(),
    }),
    errors: [],
    tenant: { none: "the caller's own session key (HMAC of tenant, user and session; tracking.test.ts)" },
    summary: "This session's signing key for the current window, and the batch rules.",
  }),
  monitorKey: route({
    method: 'POST',
    path: '/report/web/track/monitorKey',
    body: objectBody({ appCode: Type.String({ maxLength: 40 }) }),
    result: record({
      appCode: oneOf(TRACKING_APP_CODES),
      appKey: str(),
      endpoint: str(),
      version: str(),
      batchSize: integer(),
    }),
    errors: [],
    tenant: { none: "a key derived from the session's tenant and the app code; no rows" },
    summary: 'The monitoring key of APP12 (the shell) or APP13 (the sub-apps); another code answers 400000.',
  }),
  batch: route({
    method: 'POST',
    path: '/report/web/track/batch',
    body: objectBody(
      {
        keyId: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
        events: Type.Array(trackingEvent, { minItems: 1, maxItems: TRACKING_BATCH }),
      },
      ['keyId', 'events'],
    ),
    result: record({ stored: integer() }),
    errors: [
      JOYHR.auditChannelOnly,
      TRACKING.keyExpired,
      TRACKING.badSignature,
      TRACKING.replayed,
      TRACKING.staleDate,
      TRACKING.badVersion,
      TRACKING.tooMany,
      TRACKING.badProps,
    ],
    tenant: {
      none: 'stored under the session tenant; read back by the page-views check (tenant-isolation/content.test.ts)',
    },
    summary: "1 to 5 signed events from the shell; nothing is kept while the user's 'Do not track me' is on.",
  }),
  preference: route({
    method: 'POST',
    path: '/report/web/track/preference',
    result: record({ doNotTrack: nullable(bool()) }),
    errors: [],
    tenant: OWN,
    summary: "The user's 'Do not track me' choice (null: never chosen, the browser's setting decides).",
  }),
  setPreference: route({
    method: 'POST',
    path: '/report/web/track/setPreference',
    body: objectBody({ doNotTrack: flag() }, ['doNotTrack']),
    result: record({ doNotTrack: bool() }),
    errors: [],
    tenant: OWN,
    summary: "Saves the user's choice.",
  }),
  pageViews: route({
    method: 'POST',
    path: '/report/web/track/pageViews',
    body: objectBody({ days: Type.Integer({ minimum: 1, maximum: 90, default: 7 }) }),
    result: pageViewReport,
    errors: [],
    tenant: "the session tenant's events (tenant-isolation/content.test.ts)",
    summary: 'The most viewed pages, clicked menus and custom events, and views per day, over the last `days` days.',
  }),
}
