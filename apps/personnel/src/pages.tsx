import { page } from '@hr-portal/kit'
import { ChangePage } from './contracts/change-page'
import { ContractPage } from './contracts/contract-page'
import { ContractsPage } from './contracts/contracts-page'
import { NewContractPage } from './contracts/new-contract-page'
import { LeftStaffPage } from './left/left-staff-page'
import { CasePage } from './leaving/case-page'
import { CasesPage } from './leaving/cases-page'
import { NewTerminationPage } from './leaving/new-termination-page'
import { ResignPage } from './leaving/resign-page'
import { MovesPage } from './moves/moves-page'
import { MoveRequestPage } from './moves/request-page'
import { MyRecordPage } from './record/my-record-page'
import { RecordPage } from './record/record-page'
import { OnboardPage } from './onboarding/onboard-page'
import { OrgChartPage } from './org-chart/org-chart-page'
import { OnboardingTasksPage } from './checklists/onboarding-page'
import { WelcomePage } from './checklists/welcome-page'
import { RecordsPage } from './records/records-page'
import { RequestPage } from './self-service/request-page'
import { SelfServiceSettingsPage } from './self-service/settings-page'
import { widgetPages } from './widgets/pages'

/**
 * The app's pages: /records (list), /records/new (onboarding), /records/:id (a record; intent staff.record), /left,
 * /me, /org-chart (the people org chart), /onboarding (HR's onboarding checklists), /welcome (a new hire's checklist and
 * every owner's onboarding tasks), /moves (transfers, promotions, position and salary changes), /self-service (HR's self-service settings), /self-service/proposals/:id and /self-service/certificates/:id (staff's requests; their intents), /contracts (list), /contracts/new/:employeeId (a new contract of a person), /contracts/:id (a contract), /contracts/changes/:id (a renewal or termination; its intents),
 * /leaving (HR's resignations and terminations), /leaving/new/:employeeId (a termination of a person), /leaving/:id and /resign/:id (a
 * case; its intents open the latter, under the menu open to everyone, for the approvers), /resign (the employee's own resignation),
 * and the dashboard widgets under /widgets. Any other path opens the records.
 */
export const pages = [
  page('/records', () => <RecordsPage />),
  ...widgetPages,
  page(/^\/records\/new/, () => <OnboardPage />),
  page(/^\/records\/(?<id>\d+)/, ({ id }) => <RecordPage key={id} id={Number(id)} />),
  page(/^\/contracts\/changes\/(?<id>[0-9a-f-]{36})/, ({ id }) => <ChangePage id={id!} />),
  page(/^\/contracts\/new\/(?<id>\d+)/, ({ id }) => <NewContractPage key={id} employeeId={Number(id)} />),
  page(/^\/contracts\/(?<id>\d+)/, ({ id }) => <ContractPage key={id} id={Number(id)} />),
  page(/^\/contracts/, () => <ContractsPage />),
  page(/^\/left/, () => <LeftStaffPage />),
  page(/^\/leaving\/new\/(?<id>\d+)/, ({ id }) => <NewTerminationPage key={id} employeeId={Number(id)} />),
  page(/^\/leaving\/(?<id>[0-9a-f-]{36})/, ({ id }) => <CasePage key={id} id={id!} />),
  page(/^\/leaving/, () => <CasesPage />),
  page(/^\/resign\/(?<id>[0-9a-f-]{36})/, ({ id }) => <CasePage key={id} id={id!} />),
  page(/^\/resign/, () => <ResignPage />),
  page(/^\/me/, () => <MyRecordPage />),
  page(/^\/org-chart/, () => <OrgChartPage />),
  page(/^\/onboarding/, () => <OnboardingTasksPage />),
  page(/^\/welcome(?:\/(?<task>[0-9a-f-]{36}))?/, ({ task }) => <WelcomePage focus={task} />),
  page(/^\/moves\/requests\/(?<id>[0-9a-f-]{36})/, ({ id }) => <MoveRequestPage key={id} kind="move" id={id!} />),
  page(/^\/moves\/probation\/(?<id>[0-9a-f-]{36})/, ({ id }) => <MoveRequestPage key={id} kind="probation" id={id!} />),
  page(/^\/moves/, () => <MovesPage />),
  page(/^\/self-service\/proposals\/(?<id>[0-9a-f-]{36})/, ({ id }) => (
    <RequestPage key={id} kind="proposal" id={id!} />
  )),
  page(/^\/self-service\/certificates\/(?<id>[0-9a-f-]{36})/, ({ id }) => (
    <RequestPage key={id} kind="certificate" id={id!} />
  )),
  page(/^\/self-service/, () => <SelfServiceSettingsPage />),
]
