import { useEffect } from 'react'
import { HOME, appNavigate, usePath } from './router'
import { ToursPage } from './tours-page'

/** One page today; any other path inside the app goes to the catalogue. */
export function App() {
  const path = usePath()
  useEffect(() => {
    if (path !== HOME) appNavigate(HOME, { replace: true })
  }, [path])
  return <ToursPage />
}
