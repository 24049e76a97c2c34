import type { Static } from 'typebox'
import type { accountInfo, securityInfo, sessionRow, signInRow } from './account'
import type { appToken, portalEntry, previousSignIn } from './portal'
import type { ResultOf } from '../route'
import type { captcha, pictureChallenge, providerChallenge, sliderChallenge } from './captcha'
import type { QR_STATES, qr, qrScan, qrTicket } from './qr'
import type { permissionData, session, sysInfo, tokenInfo } from './session'
import type { firstFactor, loginAnswer, secondStep, signedIn, tenantChoice } from './sign-in'
import type { heldSignIn, heldUser, messaging } from './single-sign-on'
import type { superLoginEntry, superTenant } from './super-login'
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
export type LoginAnswer = Static<typeof loginAnswer>
export type TenantChoice = Static<typeof tenantChoice>
export type SecondStep = Static<typeof secondStep>
/** What a proven sign-in answers: a session or the tenant choice. */
export type SignedIn = Static<typeof signedIn>
/** What a first factor answers: a session, the tenant choice or the authenticator's second step. */
export type FirstFactor = Static<typeof firstFactor>
export type MessagingAnswer = ResultOf<typeof messaging.login>
export type MessagingAuthorizeUrl = ResultOf<typeof messaging.authorizeUrl>
export type HeldSignIn = Static<typeof heldSignIn>
export type HeldUser = Static<typeof heldUser>
export type SuperTenant = Static<typeof superTenant>
export type SuperLoginEntry = Static<typeof superLoginEntry>
export type QrTicket = Static<typeof qrTicket>
export type QrScan = Static<typeof qrScan>
export type QrState = (typeof QR_STATES)[number]
export type QrStatus = ResultOf<typeof qr.status>
export type TokenInfo = Static<typeof tokenInfo>
export type KeepAlive = ResultOf<typeof session.keepAlive>
export type PermissionData = Static<typeof permissionData>
export type SysInfo = Static<typeof sysInfo>
export type SliderChallenge = Static<typeof sliderChallenge>
export type PictureChallenge = Static<typeof pictureChallenge>
export type ProviderChallenge = Static<typeof providerChallenge>
export type CaptchaChallenge = ResultOf<typeof captcha.generate>
export type CaptchaResult = ResultOf<typeof captcha.validate>
