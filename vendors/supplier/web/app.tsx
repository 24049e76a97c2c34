import { useEffect } from 'react'
import { useAppPath } from '@hr-portal/bridge/react'
import { DetailPage } from './detail/detail-page'
import { ListPage } from './list/list-page'
import { OnboardPage } from './onboard/onboard-page'
import { Announcer } from './parts/announcer'
import { HOME, routeOf } from './routes'
import { app } from './shell'

/** The page of the current path; an unknown path goes to the list. */
export function App() {
  const path = useAppPath(app.router)
  const route = routeOf(path)
  useEffect(() => {
    if (!route) app.router.navigate(HOME, { replace: true })
  }, [route])
  return (
    <>
      <Announcer />
      {route?.page === 'new' ? (
        <OnboardPage />
      ) : route?.page === 'detail' ? (
        <DetailPage key={route.id} id={route.id} />
      ) : (
        <ListPage />
      )}
    </>
  )
}
