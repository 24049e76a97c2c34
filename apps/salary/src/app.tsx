import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
import { ApprovalPage } from './runs/approval-page'
import { RunPage } from './runs/run-page'
import { RunsPage } from './runs/runs-page'
import { GroupsPage } from './setup/groups-page'
import { ItemsPage } from './setup/items-page'
import { ProfilesPage } from './setup/profiles-page'
import { router } from './shell'

/** The app's pages: a path pattern and its page, given the pattern's captures. A path not listed opens the first. */
const PAGES: Array<[RegExp, ComponentType<{ params: string[] }>]> = [
  [/^\/runs$/, () => <RunsPage />],
  [/^\/approvals\/(\d+)$/, ({ params }) => <ApprovalPage id={Number(params[0])} />],
  [/^\/runs\/(\d+)$/, ({ params }) => <RunPage id={Number(params[0])} />],
  [/^\/items$/, () => <ItemsPage />],
  [/^\/groups$/, () => <GroupsPage />],
  [/^\/profiles$/, () => <ProfilesPage />],
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
