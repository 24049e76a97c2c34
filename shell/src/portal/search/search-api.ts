import { http } from '../../lib/http'

/** What a result or a recent view is. */
export type ResultKind = 'menu' | 'staff' | 'organ' | 'notice' | 'file' | 'page'

/** One result of the §7 global search (or a recent view): its title, a snippet and where it opens. */
export interface SearchItem {
  kind: ResultKind
  title: string
  snippet?: string
  /** The sub-app's code, or '' for a shell page (then `path` is a /portal/... path). */
  appCode: string
  path: string
  refId?: string
}

/** The results of one kind. */
export interface SearchGroup { kind: ResultKind; items: SearchItem[] }

/** §7 global search (JSON post): the groups for the keyword; `signal` cancels a stale request. */
export async function searchAll(keyword: string, language: string, signal: AbortSignal): Promise<SearchGroup[]> {
  const answer = await http.postJson<{ groups: SearchGroup[] }>('/joyhr/web/globalSearch', { keyword, lang: language }, { signal, unLoading: true })
  return answer.result?.groups ?? []
}

/** The user's recent views of the last 7 days (newest first). */
export async function recentViews(language: string): Promise<SearchItem[]> {
  const answer = await http.postJson<SearchItem[]>('/joyhr/web/globalSearch/recent', { lang: language }, { unLoading: true })
  return answer.result ?? []
}

/** Notes that the user opened a page or record (best effort: a failure changes nothing the user sees). */
export function recordView(item: Pick<SearchItem, 'kind' | 'title' | 'appCode' | 'path'>): Promise<void> {
  return http.postJson('/joyhr/web/globalSearch/recordView', {
    kind: item.kind, title: item.title.slice(0, 300), appCode: item.appCode, path: item.path.slice(0, 500),
  }, { unLoading: true }).then(() => undefined, () => undefined)
}
