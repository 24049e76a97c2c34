import type { Static } from 'typebox'
import type { ResultOf } from '../route'
import type { approvals } from './approvals'
import type { credentialRow, credentials } from './credentials'
import type { directory, staffRow, unitRow } from './directory'
import type { tokens } from './tokens'
import type { appRequestDetail, appUser } from './web'

// The vendor backend API's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/vendorapi).

export type ApiToken = ResultOf<typeof tokens.exchange>
export type StaffRow = Static<typeof staffRow>
export type StaffPage = ResultOf<typeof directory.staff>
export type UnitRow = Static<typeof unitRow>
export type ApprovalStates = ResultOf<typeof approvals.state>
export type ApprovalState = ApprovalStates['rows'][number]['state']
export type AppUser = Static<typeof appUser>
export type AppRequestDetail = Static<typeof appRequestDetail>
export type CredentialRow = Static<typeof credentialRow>
export type IssuedCredential = ResultOf<typeof credentials.issue>
export type AppApiToken = ResultOf<typeof credentials.token>
