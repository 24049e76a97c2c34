import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { audit } from './audit'
import type { appEntry, menu, menuButton, menuItem, microApp, microAppWidget } from './menu'
import type { roles } from './roles'
import type { schemes } from './schemes'
import type { auditRow } from './audit'
import type { fieldView, FIELD_ACCESS } from './fields'
import type { catalogueFunction, role, roleMember, DATA_RANGES } from './roles'
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
export type ViewKind = RecentView['kind']
export type SearchInput = BodyOf<typeof search.find>
export type SearchAnswer = ResultOf<typeof search.find>
export type PageAccess = ResultOf<typeof menu.pageAccess>
export type ConditionItem = ResultOf<typeof menu.itemByKey>
export type AuditChannel = ResultOf<typeof audit.channel>
export type AuditPage = ResultOf<typeof audit.list>
export type DataRange = (typeof DATA_RANGES)[number]
export type FieldAccess = (typeof FIELD_ACCESS)[number]
export type RoleDataRange = ResultOf<typeof roles.dataRange>
export type RoleSummary = ResultOf<typeof roles.unAuthList>[number]
export type BatchField = ResultOf<typeof schemes.batchConditions>[number]
export type BatchResult = ResultOf<typeof schemes.batchModify>
export type MicroApp = Static<typeof microApp>
export type MicroAppWidget = Static<typeof microAppWidget>
export type MenuButton = Static<typeof menuButton>
export type MenuItem = Static<typeof menuItem>
export type AppEntry = Static<typeof appEntry>
