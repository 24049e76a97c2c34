import type { ReactNode } from 'react'
import { useAppPath } from '@hr-portal/bridge/react'
import {
  matchRoute,
  Router,
  useRouter,
  type BaseLocationHook,
  type RegexRouteParams,
  type StringRouteParams,
} from 'wouter'
import { router } from './app'

/** One line of an app's page table: a path pattern and what it shows, given the pattern's params. */
export interface PageEntry {
  path: string | RegExp
  render: (params: Record<string, string | undefined>) => ReactNode
}

/**
 * A page of the app: `page('/runs/:id', ({ id }) => <RunPage id={Number(id)} />)`. The params are typed from the
 * pattern (wouter's: `:name`, `:name?`, `*`); a RegExp with named groups (`/^\/runs\/(?<id>\d+)$/`) narrows a param.
 */
export function page<P extends string>(path: P, render: (params: StringRouteParams<P>) => ReactNode): PageEntry
export function page(path: RegExp, render: (params: RegexRouteParams) => ReactNode): PageEntry
export function page(path: string | RegExp, render: (params: never) => ReactNode): PageEntry {
  return { path, render: render as PageEntry['render'] }
}

// The app's path inside its frame as wouter's location: navigating goes through the bridge router, which tells the shell.
const useFrameLocation: BaseLocationHook = () => [
  useAppPath(router),
  (to: string, options?: { replace?: boolean }) => router.navigate(to, { replace: options?.replace }),
]

/**
 * The page the frame's path names, the first of the table that matches; a path no page matches opens the first.
 * Inside, wouter's `useLocation` and `Link` work on the app's path. A page's element stands at the same place for
 * every path, so the same page under another path keeps its state (give it a `key` to start it afresh).
 */
export function Pages({ pages }: { pages: readonly PageEntry[] }) {
  return (
    <Router hook={useFrameLocation}>
      <Shown pages={pages} />
    </Router>
  )
}

function Shown({ pages }: { pages: readonly PageEntry[] }) {
  const path = useAppPath(router)
  const { parser } = useRouter()
  for (const entry of pages) {
    const [matched, params] = matchRoute(parser, entry.path, path)
    if (matched) return <>{entry.render(params)}</>
  }
  return <>{pages[0]?.render({})}</>
}
