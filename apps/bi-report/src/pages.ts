/** The app's pages by path (gateway menus 4001 → /headcount, 4002 → /performance, 4003 → /pageViews, 4004 → /payroll-cost). */
export const PAGES = {
  '/headcount': 'headcount',
  '/performance': 'performance',
  '/pageViews': 'pageViews',
  '/payroll-cost': 'payroll',
} as const
export type PageName = (typeof PAGES)[keyof typeof PAGES]

/** The page the menu opens when the path names none. */
export const HOME = '/headcount'

/** The page at `path` inside the app (by its first segment), or null. */
export function pageOf(path: string): PageName | null {
  const first = `/${path.split('/')[1] ?? ''}`
  return Object.hasOwn(PAGES, first) ? PAGES[first as keyof typeof PAGES] : null
}
