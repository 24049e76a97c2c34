import type { Static } from 'typebox'
import type { BodyOf } from '../route'
import type { auditRow } from './audit'
import type { fieldView } from './fields'
import type { catalogueFunction, role, roleMember } from './roles'
import type { conditionField, scheme, schemeConditions } from './schemes'
import type { recentView, searchGroup, searchHit } from './search'
import type { sessionTimeoutSetting, tourStatus, watermarkSetting } from './settings'
import type { search } from './search'

// The joyhr service's wire types, from the contract's schemas (apps and the shell import them from @hr-portal/api/client/joyhr).
export type WatermarkSetting = Static<typeof watermarkSetting>
export type SessionTimeoutSetting = Static<typeof sessionTimeoutSetting>
export type TourStatus = Static<typeof tourStatus>
export type Role = Static<typeof role>
export type CatalogueFunction = Static<typeof catalogueFunction>
export type RoleMember = Static<typeof roleMember>
export type FieldView = Static<typeof fieldView>
export type AuditRow = Static<typeof auditRow>
export type Scheme = Static<typeof scheme>
export type SchemeConditions = Static<typeof schemeConditions>
export type ConditionField = Static<typeof conditionField>
export type SearchHit = Static<typeof searchHit>
export type SearchGroup = Static<typeof searchGroup>
export type RecentView = Static<typeof recentView>
export type SearchInput = BodyOf<typeof search.find>
