import { useAppPath } from '@hr-portal/bridge/react'
import { CentrePage } from './centre/centre-page'
import { router } from './shell'
import { SubscriptionsPage } from './subscriptions/subscriptions-page'

/** The report centre (menu 4010, `/centre`) and my subscriptions with the reports they sent (menu 4011, `/subscriptions`). */
export function App() {
  const path = useAppPath(router)
  return /^\/subscriptions/.test(path) ? <SubscriptionsPage /> : <CentrePage />
}
