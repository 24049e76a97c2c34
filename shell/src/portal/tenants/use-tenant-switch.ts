import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { navigate } from 'wouter/use-browser-location'
import { useT } from '../../lib/i18n/use-t'
import { showMessage } from '../../lib/messages/message'
import { useAfterPageReady } from '../../lib/use-after-page-ready'
import { $session } from '../../session/session-store'
import { confirmLeave } from '../../session/leave-guard'
import { $tenants, loadTenants, switchTenant, type TenantOption } from './tenant-store'

export interface TenantSwitch {
  /** The tenants the user may work in (one or none: nothing to switch). */
  tenants: TenantOption[]
  /** A switch is under way. */
  busy: boolean
  /** Moves to another tenant, after a word about unsaved changes. */
  change: (tenantId: string) => Promise<void>
}

/** The user's tenants (listed once the first page is ready) and the switch between them. */
export function useTenantSwitch(): TenantSwitch {
  const t = useT()
  const tenants = useStore($tenants)
  const user = useStore($session).user
  const [busy, setBusy] = useState(false)
  useAfterPageReady(() => {
    loadTenants().catch(() => {})
  }, [user?.loginUserId])

  async function change(tenantId: string) {
    if (!user || tenantId === user.tenantId || !(await confirmLeave())) return
    setBusy(true)
    try {
      navigate(await switchTenant(tenantId), { replace: true })
    } catch (error) {
      showMessage('error', (error as Error).message || t('portal.menuError'))
    } finally {
      setBusy(false)
    }
  }
  return { tenants, busy, change }
}
