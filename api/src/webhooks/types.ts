import type { Static } from 'typebox'
import type { ResultOf } from '../route'
import type { deletionRow, deliveryRow, webhooks } from './index'

// The webhook routes' wire types, from the contract's schemas (apps import them from @hr-portal/api/client/webhooks).

export type DeliveryRow = Static<typeof deliveryRow>
export type DeliveryLog = ResultOf<typeof webhooks.deliveries.log>
export type DeletionRow = Static<typeof deletionRow>
export type WebhookSecret = ResultOf<typeof webhooks.deliveries.secret>
