import type { Service } from '../../core/service'
import { webhooksOnHire, webhooksOnLeave } from './hr-events'
import { webhooksOnInstallChange } from './lifecycle'
import { webhooksOnOrgChange } from './org-events'
import { migrations } from './migrations'
import { roundOfIds } from './rounds'
import { webhookRoutes } from './routes'
import { webhookWorkerRoutes } from './workers'

/**
 * Signed webhooks of installed apps (under the vendor segment): lifecycle events and, within consented scopes, HR
 * events queued in the transaction that caused them and sent by a worker with retries for a day; the data deletion
 * asked at uninstall and its confirmation; the round of an app's pseudonymous ids.
 */
export const webhooks: Service = {
  name: 'vendor',
  migrations,
  routes: [webhookRoutes, webhookWorkerRoutes],
  handlers: [webhooksOnInstallChange, webhooksOnHire, webhooksOnLeave, webhooksOnOrgChange, roundOfIds],
}
