import { route } from '../route'
import { bool, flag, integer, literal, nullable, objectBody, oneOf, record, str, text, Type } from '../schema'
import { REPORT } from './codes'
import { FREQUENCIES, givenParams, paramValues } from './shared'

const TENANT = "the caller's own subscriptions in the session tenant (tenant-isolation/report-centre.test.ts)"

/** How often a subscription runs: every day, on a weekday (1 Monday … 7 Sunday) or on a day of the month (1–28). */
export const schedule = Type.Union([
  record({ frequency: literal('daily'), hour: integer() }),
  record({ frequency: literal('weekly'), weekday: integer(), hour: integer() }),
  record({ frequency: literal('monthly'), monthDay: integer(), hour: integer() }),
])
/** A subscription as its user's list shows it (`nextRunAt` null while paused). */
export const subscription = record({
  id: str(),
  code: str(),
  title: str(),
  params: paramValues(),
  schedule,
  paused: bool(),
  nextRunAt: nullable(integer()),
  createdAt: integer(),
})

const idBody = () => objectBody({ id: text(40, 1) }, ['id'])

/**
 * A user's report subscriptions (/report/web/subscription): subscribe to a report they may run, with its parameters
 * and a schedule in the tenant's time zone; list, pause or resume, and delete their own.
 */
export const subscriptions = {
  save: route({
    method: 'POST',
    path: '/report/web/subscription/save',
    body: objectBody(
      {
        code: text(60, 1),
        params: givenParams(),
        frequency: oneOf(FREQUENCIES),
        weekday: Type.Integer({ minimum: 1, maximum: 7 }),
        monthDay: Type.Integer({ minimum: 1, maximum: 28 }),
        hour: Type.Integer({ minimum: 0, maximum: 23 }),
      },
      ['code', 'frequency', 'hour'],
    ),
    result: subscription,
    errors: [REPORT.unknownReport, REPORT.badParam, REPORT.badSchedule],
    tenant: TENANT,
    summary: 'Subscribes the caller to a report they may run (a month may be `current` or `previous`).',
  }),
  list: route({
    method: 'POST',
    path: '/report/web/subscription/list',
    body: objectBody({}),
    result: record({ rows: Type.Array(subscription) }),
    errors: [],
    tenant: TENANT,
    summary: "The caller's subscriptions, newest first.",
  }),
  pause: route({
    method: 'POST',
    path: '/report/web/subscription/pause',
    body: objectBody({ id: text(40, 1), paused: flag() }, ['id', 'paused']),
    result: subscription,
    errors: [REPORT.subscriptionNotFound],
    tenant: TENANT,
    summary: 'Pauses or resumes one (resumed: the next run is the next time from now).',
  }),
  remove: route({
    method: 'POST',
    path: '/report/web/subscription/remove',
    body: idBody(),
    result: record({ id: str() }),
    errors: [REPORT.subscriptionNotFound],
    tenant: TENANT,
    summary: 'Deletes one.',
  }),
}
