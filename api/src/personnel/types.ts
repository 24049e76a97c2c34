import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { leftPerson, someone } from './lookups'
import type { assignee, celebration, loginUser } from './people'
import type { organ, organs } from './organs'
import type { employeeRecord, recordField, recordOptions } from './records'
import type { gangwei, posts, zhilei, zhiwei } from './posts'
import type { organNode, userPage, userRow } from './directory'
import type { orgChart } from './org-chart'

// The ums service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/ums).
export type Organ = Static<typeof organNode>
export type UserRow = Static<typeof userRow>
export type UserPage = Static<typeof userPage>
export type Someone = Static<typeof someone>
export type LeftPerson = Static<typeof leftPerson>
export type Assignee = Static<typeof assignee>
export type LoginUser = Static<typeof loginUser>
export type Celebration = Static<typeof celebration>
export type OrganUnit = Static<typeof organ>
/** A unit with the names of the units above it down to itself. */
export type OrganDetail = ResultOf<typeof organs.detail>
export type PostCategory = Static<typeof zhilei>
export type Post = Static<typeof zhiwei>
/** A post as the posts page lists it, with its number of positions. */
export type PostRow = ResultOf<typeof posts.page>['rows'][number]
export type Position = Static<typeof gangwei>
export type PostCategoryInput = BodyOf<typeof posts.saveCategory>
export type PostInput = BodyOf<typeof posts.save>
export type PositionInput = BodyOf<typeof posts.savePosition>
export type RecordOptions = Static<typeof recordOptions>
export type EmployeeRecord = Static<typeof employeeRecord>
export type RecordField = Static<typeof recordField>
export type FieldValue = EmployeeRecord['values'][string]
/** The people org chart: its people with their managers, and the departments for the filter. */
export type OrgChart = Static<typeof orgChart>
/** Self-service on one's own record: the open fields, a proposed change, a certificate, a personal document. */
export type SelfServiceSetting = Static<typeof import('./self-service').selfServiceSetting>
export type RecordProposal = Static<typeof import('./self-service').recordProposal>
export type CertificateView = Static<typeof import('./certificates').certificateView>
export type VerifiedCertificate = Static<typeof import('./certificates').verifiedCertificate>
export type PersonalDocument = Static<typeof import('./documents').personalDocument>
export type DocumentList = ResultOf<typeof import('./documents').personalDocuments.list>
export type CertificateTemplate = Static<typeof import('./certificates').certificateTemplate>
export type CertificateAsk = BodyOf<typeof import('./certificates').certificates.ask>
export type OnboardingTask = Static<typeof import('./onboarding').onboardingTask>
export type OnboardingTemplate = Static<typeof import('./onboarding').onboardingTemplate>
export type OnboardingTemplateTask = Static<typeof import('./onboarding').templateTask>
export type OnboardingTemplates = ResultOf<typeof import('./onboarding').onboarding.templates>
export type OnboardingTemplateInput = BodyOf<typeof import('./onboarding').onboarding.saveTemplate>
export type OnboardingWelcome = ResultOf<typeof import('./onboarding').onboarding.welcome>
