import { vendorapiApi } from '@hr-portal/api/client/vendorapi'
import { app, http } from '@hr-portal/kit'

/** The Apps page's background credentials (gateway services/vendorapi): list, issue or rotate, revoke. */

// `vendor` is no §7 service segment the request wrapper knows: its routes are called by their full address.
const { credentials } = vendorapiApi(
  async ({ path, input }) =>
    (await http.postJson(`${app.config.gatewayUrl.replace(/\/+$/, '')}${path}`, input as Record<string, unknown>))
      .result,
)

export type { CredentialRow } from '@hr-portal/api/client/vendorapi'

export const listCredentials = () => credentials.list({})
/** Creates the app's credential or gives it a new secret: the answer is the only time the secret is seen. */
export const issueCredential = (code: string) => credentials.issue({ code })
export const revokeCredential = (code: string) => credentials.revoke({ code })
