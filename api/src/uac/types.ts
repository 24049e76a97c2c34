import type { Static } from 'typebox'
import type { accountInfo, securityInfo, sessionRow, signInRow } from './account'
import type { appToken, portalEntry, previousSignIn } from './portal'
import type { totpPolicy, totpPolicyPage, totpResetState, totpStart, totpStatus } from './totp'

export type TotpStatus = Static<typeof totpStatus>
export type TotpStart = Static<typeof totpStart>
export type TotpPolicy = Static<typeof totpPolicy>
export type TotpPolicyPage = Static<typeof totpPolicyPage>
export type TotpResetState = Static<typeof totpResetState>
export type AccountInfo = Static<typeof accountInfo>
export type SecurityInfo = Static<typeof securityInfo>
export type SessionRow = Static<typeof sessionRow>
export type SignInRow = Static<typeof signInRow>
export type PortalEntry = Static<typeof portalEntry>
export type PreviousSignIn = Static<typeof previousSignIn>
export type AppToken = Static<typeof appToken>
