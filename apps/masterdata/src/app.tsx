import { DictionariesPage } from './dictionaries/dictionaries-page'

/** The app has one page, the dictionaries (menu 8701, `/dictionaries`); any other path opens it too. */
export function App() {
  return <DictionariesPage />
}
