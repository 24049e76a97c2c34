/** Sends every webhook due now through the gateway's worker (tests). */
export { drainWebhooks } from './workers'
/** How deliveries are signed and for how long a signature holds (the headers are documented in bridge/PROTOCOL.md). */
export { HEADERS, signPayload, TOLERANCE_SECONDS } from './signature'
/** The deliveries and deletion requests sent to a vendor's origins, in any tenant (the vendor console). */
export { deliveriesToOrigins, deletionsToOrigins, type OriginDelivery, type OriginDeletion } from './vendor-view'
// The webhooks service's tables: their row types (merged into core's Database).
export type { AppWebhookTable, AppWebhookDeliveryTable, AppDataDeletionTable, AppIdRoundTable } from './tables'
