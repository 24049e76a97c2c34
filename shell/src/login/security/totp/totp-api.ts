import { accountsApi } from '@hr-portal/api/client/accounts'
import { http } from '../../../lib/http'

// The user's own authenticator state and set-up, typed by the contract (api/src/accounts/totp.ts).
export type { TotpStatus, TotpStart } from '@hr-portal/api/client/accounts'

/** The uac routes as the shell calls them: form posts without the loading bar, `/account/…` paths (the wrapper adds `/uac`). */
const { totp } = accountsApi(
  async ({ path, input, key }) =>
    (await http.postForm(path.replace(/^\/uac/, ''), input as Record<string, unknown>, { unLoading: true }))[
      key as 'result'
    ],
)

export const totpStatus = () => totp.status()
export const startTotp = () => totp.start()
export const confirmTotp = (code: string) => totp.confirm({ code })
export const disableTotp = (confirmation: { code: string } | { password: string }) => totp.disable(confirmation)
export const newRecoveryCodes = (code: string) => totp.recoveryCodes({ code })

/** The key grouped by four characters, as authenticator apps show and take it. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/** A 6-digit code as typed (spaces dropped), or null when it is not one. */
export const sixDigits = (typed: string) => {
  const code = typed.replace(/\s/g, '')
  return /^\d{6}$/.test(code) ? code : null
}
