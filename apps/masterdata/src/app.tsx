import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
import { DictionariesPage } from './dictionaries/dictionaries-page'
import { QuickQueryPage } from './quick-query/quick-query-page'
import { router } from './shell'

/** The app's pages by path: the dictionaries (menu 8701) and the lists' quick query (8702). Any other path opens the first. */
const PAGES: Array<[string, ComponentType]> = [
  ['/dictionaries', DictionariesPage],
  ['/quick-query', QuickQueryPage],
]

export function App() {
  const path = useAppPath(router)
  const [, Page] = PAGES.find(([at]) => path === at) ?? PAGES[0]
  return <Page />
}
