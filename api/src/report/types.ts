import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { headcountSummary, perfRow } from './bi'
import type { catalogueReport, department, reportParam } from './centre'
import type { run, runTable } from './remind'
import type { reportTable } from './shared'
import type { schedule, subscription, subscriptions } from './subscriptions'
import type { pageViewReport, track, trackingEvent } from './tracking'

// The report service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/report).

export type HeadcountSummary = Static<typeof headcountSummary>
export type PerfRow = Static<typeof perfRow>
export type PageViewReport = Static<typeof pageViewReport>
export type TrackingEvent = Static<typeof trackingEvent>
export type TrackingKey = ResultOf<typeof track.key>
export type MonitorKey = ResultOf<typeof track.monitorKey>
export type DoNotTrack = ResultOf<typeof track.preference>
export type ReportParam = Static<typeof reportParam>
export type CatalogueReport = Static<typeof catalogueReport>
export type Department = Static<typeof department>
export type ReportTable = Static<typeof reportTable>
/** The values of a report's parameters: months as `YYYY-MM`, departments and counts as numbers. */
export type ParamValues = Static<typeof subscription>['params']
export type Schedule = Static<typeof schedule>
export type Subscription = Static<typeof subscription>
export type SubscriptionInput = BodyOf<typeof subscriptions.save>
export type Run = Static<typeof run>
export type RunTable = Static<typeof runTable>
