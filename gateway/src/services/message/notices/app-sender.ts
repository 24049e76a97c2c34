import { registryEntries } from '../../../apps/registry'
import type { Party } from '../../../apps/registry'
import type { Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { userMenuTree } from '../../access'
import { findInstalledApp } from '../../vendor'
import type { NoticeTextKey } from './notice-texts'

/** The manifest capability an app needs to send messages. */
export const SEND_CAPABILITY = 'messages.send'

/** Why an app may not send: the refusal text and the reason written to the audit record. */
export interface SenderRefusal {
  text: NoticeTextKey
  reason: string
}

/**
 * What a message's sender app is known by: its menu code, its name (the shell sends it), its capabilities and its
 * party (a third-party app names recipients by pseudonymous id).
 */
export interface SenderApp {
  code: string
  name: string
  capabilities: string[]
  party: Party
}

/**
 * The app called `app` (its name or its menu code): one the session's tenant installed and has on (always a
 * third-party app), else a registered built-in app.
 */
export async function registeredApp(
  ctx: GatewayContext,
  tenantId: number,
  app: string,
): Promise<SenderApp | undefined> {
  const installed = await findInstalledApp(ctx.db, tenantId, app)
  if (installed) return { ...installed, party: 'third' }
  return registryEntries.find((entry) => entry.name === app || entry.code === app)
}

/**
 * The app a user's message goes out under, or why it may not: it must be registered (a manifest the gateway
 * loaded), hold capability messages.send in its manifest, and be in the user's menu tree in the session's tenant
 * (which leaves out the apps the host's brand hides).
 */
export async function checkSender(
  ctx: GatewayContext,
  { user, session }: Auth,
  app: string,
  brandHidden: ReadonlySet<string> = new Set(),
): Promise<SenderApp | SenderRefusal> {
  const entry = await registeredApp(ctx, session.tenant_id, app)
  if (!entry) return { text: 'appUnknown', reason: 'unknown app' }
  if (!entry.capabilities.includes(SEND_CAPABILITY))
    return { text: 'appCannotSend', reason: `no ${SEND_CAPABILITY} capability` }
  const tree = await userMenuTree(ctx, user, session, 'zh', brandHidden)
  if (!tree.some((item) => item.code === entry.code))
    return { text: 'appNotOpen', reason: "app not in the user's menus" }
  return entry
}
