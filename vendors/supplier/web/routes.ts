/** The app's pages by path inside it (the manifest's menus link to /list and /new). */
export type Route = { page: 'list' } | { page: 'new' } | { page: 'detail'; id: number }

export const HOME = '/list'

/** The page of a path, or null for a path the app does not have. */
export function routeOf(path: string): Route | null {
  if (path === '/list') return { page: 'list' }
  if (path === '/new') return { page: 'new' }
  const detail = /^\/suppliers\/([1-9][0-9]{0,9})$/.exec(path)
  return detail ? { page: 'detail', id: Number(detail[1]) } : null
}
