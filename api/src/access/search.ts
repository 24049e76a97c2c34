import { route } from '../route'
import { bool, list, loose, num, objectBody, oneOf, record, str, text, Type } from '../schema'

/** What global search finds, in the order its groups are answered (the gateway's services/search SEARCH_KINDS). */
export const SEARCH_KINDS = ['menu', 'staff', 'organ', 'notice', 'file'] as const
/** The longest query searched (the gateway's QUERY_MAX); twice that is accepted and cut. */
const QUERY_MAX = 100
/** Results per kind at most. */
export const LIMIT_MAX = 20
const TENANT =
  "the session tenant's index, only what the user may open and read (services/search/search-routes.test.ts)"

export const searchHit = record({
  kind: oneOf(SEARCH_KINDS),
  refId: str(),
  title: str(),
  snippet: str(),
  appCode: str(),
  path: str(),
})
export const searchGroup = record({ kind: oneOf(SEARCH_KINDS), items: list(searchHit) })
/** What a recent view is: a kind of search result, or a page. */
export const VIEW_KINDS = [...SEARCH_KINDS, 'page'] as const
export const recentView = record({
  kind: oneOf(VIEW_KINDS),
  title: str(),
  appCode: str(),
  path: str(),
  viewedAt: num(),
})

/** §7 global search and the recent views under the search box (the caller's own, in the session tenant). */
export const search = {
  find: route({
    method: 'POST',
    path: '/joyhr/web/globalSearch',
    body: objectBody(
      {
        keyword: text(QUERY_MAX * 2),
        kinds: Type.Array(oneOf(SEARCH_KINDS), { maxItems: SEARCH_KINDS.length }),
        limit: Type.Integer({ minimum: 1, maximum: LIMIT_MAX }),
        lang: loose(20),
      },
      ['keyword'],
    ),
    result: record({ keyword: str(), groups: list(searchGroup) }),
    errors: [],
    tenant: TENANT,
    summary:
      'Menu pages, staff, departments, notices and files matching the keyword, per kind (5 each unless `limit`).',
  }),
  recordView: route({
    method: 'POST',
    path: '/joyhr/web/globalSearch/recordView',
    body: objectBody(
      {
        kind: oneOf(VIEW_KINDS),
        title: text(300, 1),
        appCode: Type.String({ maxLength: 60, pattern: '^[a-z0-9-]*$' }),
        path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
      },
      ['kind', 'title', 'appCode', 'path'],
    ),
    result: bool(),
    errors: [],
    tenant: TENANT,
    summary: 'Notes a page or record the caller opened.',
  }),
  recent: route({
    method: 'POST',
    path: '/joyhr/web/globalSearch/recent',
    body: objectBody({ lang: loose(20) }),
    result: list(recentView),
    errors: [],
    tenant: TENANT,
    summary: 'The newest views of the last 7 days the caller may still open (at most 8).',
  }),
}
