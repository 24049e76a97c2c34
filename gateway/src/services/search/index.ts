// Global search's document index: services add and remove documents here; joyhr serves the search routes over it.
// The search service's narrow interface: what other services use (this file loads no routes).
export { indexEmployees, indexOrgans, indexTenant, refreshSearchIndex } from './directory-docs'
export { globalSearch, QUERY_MAX } from './global-search'
export { accessOf, type Page as SearchPage, type SearchAccess } from './search-access'
export { indexDoc, removeDoc, SEARCH_KINDS, type SearchKind } from './search-index'
export { recentViewsOf, recordRecentView } from './recent-views'
export type { SearchDocTable, SearchReaderTable, SearchRecentTable } from './tables'
