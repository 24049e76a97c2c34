import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { connector, connectors, installedApp, PLATFORMS, SYNC_FIELDS } from './connectors'
import type { removalLimit, removals } from './removals'
import type { suite, suiteAuth } from './suite'
import type { counts, fieldChange, plan, run, runRecord, step, syncs } from './syncs'

// Directory sync's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/dirsync).

export type Platform = (typeof PLATFORMS)[number]
export type Field = (typeof SYNC_FIELDS)[number]
export type Connector = Static<typeof connector>
export type Rules = Connector['rules']
export type ConnectorAnswer = ResultOf<typeof connectors.get>
/** The settings an administrator types (the platform aside), every field given. */
export type SettingsDraft = Required<Omit<BodyOf<typeof connectors.save>, 'platform' | 'rules'>> & { rules: Rules }
export type Check = ResultOf<typeof connectors.test>
export type InstalledApp = Static<typeof installedApp>
export type InstalledApps = ResultOf<typeof connectors.apps>
export type FieldChange = Static<typeof fieldChange>
export type PlanStep = Static<typeof step>
export type Plan = Static<typeof plan>
export type Counts = Static<typeof counts>
export type Run = Static<typeof run>
export type RunPage = ResultOf<typeof syncs.runs>
export type RunRecord = Static<typeof runRecord>
export type RemovalLimit = Static<typeof removalLimit>
export type RemovalLimitAnswer = ResultOf<typeof removals.limit>
export type Decided = ResultOf<typeof removals.confirm>
export type SuiteAuth = Static<typeof suiteAuth>
export type SuiteLink = ResultOf<typeof suite.qrCodeAuth>
