import { useEffect } from 'react'
import { HOME, appNavigate, usePath } from './router'
import { SupplierPage } from './supplier-page'

/** One page today; any other path inside the app goes to the list. */
export function App() {
  const path = usePath()
  useEffect(() => {
    if (path !== HOME) appNavigate(HOME, { replace: true })
  }, [path])
  return <SupplierPage />
}
