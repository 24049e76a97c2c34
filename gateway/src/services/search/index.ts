// Global search: the search index, its queries and recent views. Its routes are served by joyhr (search-routes.ts).
export type { SearchDocTable, SearchReaderTable, SearchRecentTable } from './tables'
export { migrations } from './migrations'
