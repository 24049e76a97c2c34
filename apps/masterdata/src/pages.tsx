import { page } from '@hr-portal/kit'
import { DictionariesPage } from './dictionaries/dictionaries-page'
import { QuickQueryPage } from './quick-query/quick-query-page'

/** The app's pages: the dictionaries (menu 8701) and the lists' quick query (8702). Any other path opens the first. */
export const pages = [page('/dictionaries', () => <DictionariesPage />), page('/quick-query', () => <QuickQueryPage />)]
