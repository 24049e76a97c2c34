import { route } from '../route'
import { bool, id, integer, list, nullable, objectBody, record, str, text, Type } from '../schema'
import { REPORT } from './codes'
import { paramValues, reportTable, runState } from './shared'

const TENANT = "the caller's own report runs in the session tenant (tenant-isolation/report-centre.test.ts)"
const PAGE_SIZES = [10, 20, 50, 100, 200]

/** A run as the report remind list shows it: what ran, when, how it ended and whether its user has read it. */
export const run = record({
  id: str(),
  subscriptionId: str(),
  code: str(),
  title: str(),
  params: paramValues(),
  scheduledFor: integer(),
  state: runState(),
  /** Why it failed, in the caller's language ('' when sent). */
  reason: str(),
  fileName: str(),
  read: bool(),
  finishedAt: nullable(integer()),
})
/** The table a run sent (at most its first rows kept) and how many rows it had. */
export const runTable = record({ ...reportTable.properties, total: integer() })

const runBody = () => objectBody({ id: text(40, 1) }, ['id'])

/**
 * §7 report remind calls (/message/web/reportRemind): the runs of the caller's report subscriptions, sent or failed,
 * newest first: the unread count, a page of them, one run (read from then on), the table it sent, its Excel file,
 * and marking all read.
 */
export const remind = {
  count: route({
    method: 'POST',
    path: '/message/web/reportRemind/count',
    body: objectBody({}),
    result: record({ unread: integer() }),
    errors: [],
    tenant: TENANT,
    summary: 'How many runs the caller has not read.',
  }),
  list: route({
    method: 'POST',
    path: '/message/web/reportRemind/list',
    body: objectBody({
      page: id(),
      rows: Type.Unsafe<number>({ type: 'integer', enum: PAGE_SIZES }),
      unread: Type.Boolean(),
    }),
    result: record({ total: integer(), page: integer(), rows: list(run) }),
    errors: [],
    tenant: TENANT,
    summary: 'A page of the runs (10, 20, 50, 100 or 200; the unread ones only if asked).',
  }),
  detail: route({
    method: 'POST',
    path: '/message/web/reportRemind/detail',
    body: runBody(),
    result: run,
    errors: [REPORT.runNotFound],
    tenant: TENANT,
    summary: 'One run, read from then on.',
  }),
  items: route({
    method: 'POST',
    path: '/message/web/reportRemind/items',
    body: runBody(),
    result: runTable,
    errors: [REPORT.runNotFound],
    tenant: TENANT,
    summary: "The table a run sent (empty when it failed), its titles in the caller's language.",
  }),
  export: route({
    method: 'POST',
    path: '/message/web/reportRemind/export',
    body: runBody(),
    file: true,
    errors: [REPORT.runNotFound],
    tenant: TENANT,
    summary: 'The Excel file of a sent run.',
  }),
  markAllRead: route({
    method: 'POST',
    path: '/message/web/reportRemind/markAllRead',
    body: objectBody({}),
    result: record({ marked: integer() }),
    errors: [],
    tenant: TENANT,
    summary: "Marks all the caller's runs read.",
  }),
}
