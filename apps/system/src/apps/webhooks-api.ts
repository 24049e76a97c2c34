import { webhooksApi } from '@hr-portal/api/client/webhooks'
import { app, http } from '@hr-portal/kit'

/** The Apps page's webhooks (gateway services/webhooks): delivery log, secret, test event, deletion requests. */

// `vendor` is no §7 service segment the request wrapper knows: its routes are called by their full address.
const { deliveries, deletions } = webhooksApi(
  async ({ path, input }) =>
    (await http.postJson(`${app.config.gatewayUrl.replace(/\/+$/, '')}${path}`, input as Record<string, unknown>))
      .result,
)

export type { DeletionRow, DeliveryLog, DeliveryRow } from '@hr-portal/api/client/webhooks'

export const deliveryLog = (code: string) => deliveries.log({ code })
/** The secret the first time; with `rotate`, a new one (the old one signs nothing more). */
export const webhookSecret = (code: string, rotate: boolean) => deliveries.secret({ code, rotate })
export const sendTestEvent = (code: string) => deliveries.test({ code })
export const listDeletions = () => deletions.list({})
export const keepIds = (code: string, keep: boolean) => deletions.keepIds({ code, keep })
