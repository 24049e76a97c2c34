import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
import { JobApprovalPage } from './approvals/job-approval-page'
import { OfferApprovalPage } from './approvals/offer-approval-page'
import { BoardPage } from './candidates/board-page'
import { CandidatePage } from './candidates/candidate-page'
import { MyInterviewsPage } from './interviews/my-interviews-page'
import { JobsPage } from './jobs/jobs-page'
import { SettingsPage } from './settings/settings-page'
import { router } from './shell'

/** The app's pages: a path pattern and its page, given the pattern's captures. A path not listed opens the first. */
const PAGES: Array<[RegExp, ComponentType<{ params: string[] }>]> = [
  [/^\/jobs$/, JobsPage],
  [/^\/candidates$/, BoardPage],
  [/^\/candidates\/(\d+)$/, CandidatePage],
  [/^\/interviews$/, MyInterviewsPage],
  [/^\/settings$/, SettingsPage],
  [/^\/approvals\/jobs\/(\d+)$/, JobApprovalPage],
  [/^\/approvals\/offers\/(\d+)$/, OfferApprovalPage],
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
