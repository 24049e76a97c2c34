import { HttpError } from '@hr-portal/bridge/http'

/**
 * A sign-in that came back to /login while someone is signed in in this browser: whose it is
 * (the gateway's answer), and how to finish or drop it once the person has answered.
 */
export interface HeldSignIn {
  loginUserId: number
  userName: string
  realName?: string | null
  /** Signs in (exchange the hand-off code, or send the link again); resolves to the landing route. */
  finish(): Promise<string>
  /** Drops what the gateway holds for it (a hand-off code); the current session stays. */
  drop(): Promise<void>
}

/** Gateway codes of a refused hand-off or callback → the login page's notices (§8 and login.otherBrowser). */
const NOTICES: Record<number, string> = {
  400701: 'login.illegal',
  400702: 'login.timeout',
  400703: 'login.thirdPartyFailed',
  400704: 'login.noMobile',
  400705: 'login.mobileUnknown',
  400706: 'login.otherBrowser',
  400801: 'login.thirdPartyFailed',
  400803: 'login.otherBrowser',
}

/** The notice (a text key) for a failed hand-off or callback; `fallback` for anything unexpected. */
export function handoffNotice(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    if (error.serverCode !== undefined && NOTICES[error.serverCode]) return NOTICES[error.serverCode]
    if (error.code === 'timeout') return 'login.timeout'
  }
  return fallback
}
