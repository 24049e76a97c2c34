import { useOnlyPage } from '@hr-portal/bridge/react'
import { app } from './shell'
import { SupplierPage } from './supplier-page'

/** The page the menu links to (gateway seed: menu supplier:list → /list). */
const HOME = '/list'

/** One page today; any other path inside the app goes to the list. */
export function App() {
  useOnlyPage(app.router, HOME)
  return <SupplierPage />
}
