import type { Static } from 'typebox'
import type { BodyOf } from '../route'
import type { appProblem, brand, cspViolation, latestNotice, notice, operations, tenantRow } from './operations'

// The operations service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/ops).
export type Brand = Static<typeof brand>
export type BrandInput = BodyOf<typeof operations.saveBrand>
export type TenantRow = Static<typeof tenantRow>
export type Notice = Static<typeof notice>
export type NoticeInput = BodyOf<typeof operations.saveNotice>
export type AppProblem = Static<typeof appProblem>
export type CspViolation = Static<typeof cspViolation>
export type LatestNotice = Static<typeof latestNotice>
