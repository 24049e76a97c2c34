import type { RecentView, SearchAnswer, SearchHit, ViewKind } from '@hr-portal/api/client/access'
import { http } from '../../lib/http'

/**
 * One result of the §7 global search or a recent view, as the box shows it: its title, a snippet (results only) and where
 * it opens (`appCode` '' for a shell page, then `path` is a /portal/... path).
 */
export type SearchItem = Omit<SearchHit, 'kind' | 'snippet' | 'refId'> & {
  kind: ViewKind
  snippet?: string
  refId?: string
}

/** The items of one kind (the recent views: 'page'). */
export type SearchGroup = { kind: ViewKind; items: SearchItem[] }

/** §7 global search (JSON post): the groups for the keyword; `signal` cancels a stale request. */
export async function searchAll(keyword: string, language: string, signal: AbortSignal): Promise<SearchGroup[]> {
  const answer = await http.postJson<SearchAnswer>(
    '/joyhr/web/globalSearch',
    { keyword, lang: language },
    { signal, unLoading: true },
  )
  return answer.result?.groups ?? []
}

/** The user's recent views of the last 7 days (newest first). */
export async function recentViews(language: string): Promise<SearchItem[]> {
  const answer = await http.postJson<RecentView[]>(
    '/joyhr/web/globalSearch/recent',
    { lang: language },
    { unLoading: true },
  )
  return answer.result ?? []
}

/** Notes that the user opened a page or record (best effort: a failure changes nothing the user sees). */
export function recordView(item: Pick<SearchItem, 'kind' | 'title' | 'appCode' | 'path'>): Promise<void> {
  return http
    .postJson(
      '/joyhr/web/globalSearch/recordView',
      {
        kind: item.kind,
        title: item.title.slice(0, 300),
        appCode: item.appCode,
        path: item.path.slice(0, 500),
      },
      { unLoading: true },
    )
    .then(
      () => undefined,
      () => undefined,
    )
}
