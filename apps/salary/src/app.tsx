import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
import { BasesPage } from './insurance/bases-page'
import { SchemesPage } from './insurance/schemes-page'
import { router } from './shell'

/** The app's pages: a path pattern and its page, given the pattern's captures. A path not listed opens the first. */
const PAGES: Array<[RegExp, ComponentType<{ params: string[] }>]> = [
  [/^\/insurance-schemes$/, SchemesPage],
  [/^\/insurance-bases$/, BasesPage],
]

export function App() {
  const path = useAppPath(router)
  for (const [pattern, Page] of PAGES) {
    const match = path.match(pattern)
    if (match) return <Page params={match.slice(1)} />
  }
  const [, First] = PAGES[0]
  return <First params={[]} />
}
