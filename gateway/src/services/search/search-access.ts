/** What one user may open, from the same menu tree the shell draws (menuTreeForPc's rules). */
export interface SearchAccess {
  /** Menu items the user sees, by id, with their title in the request's language. */
  menus: Map<string, string>
  /** Whether the user may open `path` in app `appCode` (a page of theirs, or below one); '' = shell pages. */
  mayOpen(appCode: string, path: string): boolean
}

export interface Page {
  appCode: string
  path: string
}

const clean = (path: string) => `/${path.split(/[?#]/)[0].replace(/^\/+/, '').replace(/\/+$/, '')}`

/** The access of a set of pages (exported for tests and the benchmark). */
export function accessOf(pages: Page[], menus: Map<string, string>): SearchAccess {
  const open = pages.map((page) => ({ appCode: page.appCode, path: clean(page.path) }))
  return {
    menus,
    mayOpen(appCode, path) {
      if (appCode === '') return true
      const target = clean(path)
      return open.some(
        (page) => page.appCode === appCode && (target === page.path || target.startsWith(`${page.path}/`)),
      )
    },
  }
}
