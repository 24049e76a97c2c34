import { useOnlyPage } from '@hr-portal/bridge/react'
import { app } from './shell'
import { ToursPage } from './tours-page'

/** The page the menu links to (gateway seed: menu tour-shop:products → /products). */
const HOME = '/products'

/** One page today; any other path inside the app goes to the catalogue. */
export function App() {
  useOnlyPage(app.router, HOME)
  return <ToursPage />
}
