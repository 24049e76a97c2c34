import { page } from '@hr-portal/kit'
import { JobApprovalPage } from './approvals/job-approval-page'
import { OfferApprovalPage } from './approvals/offer-approval-page'
import { BoardPage } from './candidates/board-page'
import { CandidatePage } from './candidates/candidate-page'
import { MyInterviewsPage } from './interviews/my-interviews-page'
import { JobsPage } from './jobs/jobs-page'
import { SettingsPage } from './settings/settings-page'

/** The app's pages. A path not listed opens the first. */
export const pages = [
  page('/jobs', () => <JobsPage />),
  page('/candidates', () => <BoardPage />),
  page(/^\/candidates\/(?<id>\d+)$/, ({ id }) => <CandidatePage id={Number(id)} />),
  page('/interviews', () => <MyInterviewsPage />),
  page('/settings', () => <SettingsPage />),
  page(/^\/approvals\/jobs\/(?<id>\d+)$/, ({ id }) => <JobApprovalPage id={Number(id)} />),
  page(/^\/approvals\/offers\/(?<id>\d+)$/, ({ id }) => <OfferApprovalPage id={Number(id)} />),
]
