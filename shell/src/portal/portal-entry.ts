import type { PortalEntry, PreviousSignIn as SignIn } from '@hr-portal/api/client/accounts'
import { $language, t } from '../lib/i18n/i18n'
import { http } from '../lib/http'
import { getToken } from '../lib/storage'
import { showMessage } from '../lib/messages/message'

/** What the portal shows of the sign-in before this session's (§7 portal loginIn answers it on the session's first entry). */
type PreviousSignIn = Pick<SignIn, 'at' | 'ip' | 'browser'>

const isPrevious = (value: unknown): value is PreviousSignIn => {
  const v = value as Partial<PreviousSignIn> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.at) &&
    (v.at as number) > 0 &&
    typeof v.ip === 'string' &&
    v.ip.length <= 100 &&
    typeof v.browser === 'string' &&
    v.browser.length <= 200
  )
}

/** The session token this page entered the portal with. */
let enteredWith: string | null = null

/**
 * §7 portal loginIn: tells the gateway this page entered the portal (once per page load and session). On the session's
 * first entry the gateway answers the sign-in to this tenant before it; when that came from elsewhere (another address,
 * browser or system) the portal shows its time in the reader's language, browser and address, so a sign-in the user does
 * not know of stands out. A malformed answer is dropped; a failed call shows nothing.
 */
export async function enterPortal(): Promise<void> {
  const token = getToken()
  if (!token || enteredWith === token) return
  enteredWith = token
  const answer = await http.postForm<Partial<PortalEntry>>('/uac/web/portal/loginIn', {}, { unLoading: true })
  const previous = answer.result?.previousSignIn
  if (answer.result?.fromElsewhere !== true || previous === null || previous === undefined) return
  if (!isPrevious(previous)) return console.warn('[portal] loginIn answered a malformed previous sign-in; dropped')
  const time = new Date(previous.at).toLocaleString($language.get())
  showMessage('info', t('portal.lastSignIn', { time, browser: previous.browser || '—', ip: previous.ip || '—' }))
}
