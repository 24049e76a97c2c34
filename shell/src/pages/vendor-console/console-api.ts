import { callThrough } from '@hr-portal/api/client'
import { vendorconsoleApi } from '@hr-portal/api/client/vendorconsole'
import { createHttp, HttpError } from '@hr-portal/bridge/http'
import { describeError } from '../../lib/describe-error'
import { $language } from '../../lib/i18n/i18n'
import { $requestsLoading } from '../../lib/loading'

export type {
  ConsoleCalls,
  ConsoleDelivery,
  ConsoleOverview,
} from '@hr-portal/api/client/vendorconsole'

/** Where the vendor's console token is kept for the tab's life (a vendor session is not the portal's session). */
const KEY = 'hr-vendor-console'

export const consoleToken = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(KEY)
    } catch {
      return null
    }
  },
  set: (token: string | null) => {
    try {
      if (token) sessionStorage.setItem(KEY, token)
      else sessionStorage.removeItem(KEY)
    } catch {
      // A browser without storage keeps the vendor signed in until the page is left.
    }
  },
}

// Its own request wrapper: the vendor's token in the `token` header, and none of the portal session's code prompts.
const http = createHttp({
  gatewayUrl: '/gateway',
  // `vendor` is no §7 service segment the wrapper knows by itself.
  extraSegments: ['vendor'],
  getToken: consoleToken.get,
  getLanguage: () => $language.get(),
  onLoading: (active) => $requestsLoading.set(active),
})

export const consoleApi = vendorconsoleApi(callThrough(http))

/** The gateway's answer when the vendor's session is missing or ended (api/src/vendorconsole/codes.ts). */
const SIGNED_OUT = 401461

/** Whether a failed request says the vendor must sign in again. */
export const isSignedOut = (error: unknown) => error instanceof HttpError && error.serverCode === SIGNED_OUT

/**
 * What a refused request tells the vendor: the gateway's message in the page's language (the console's refusals, a
 * wrong password or a locked sign-in, answer 401 and 429 with it), else the portal's wording of the failure.
 */
export function consoleErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof HttpError && error.serverCode !== undefined) {
    const data = error.data as { msg?: unknown } | undefined
    if (typeof data?.msg === 'string' && data.msg) return data.msg
  }
  return describeError(error, t)
}
