import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { navigate } from 'wouter/use-browser-location'
import { useT } from '../../i18n/use-t'
import { showMessage } from '../../messages/message'
import { useAfterPageReady } from '../../lib/use-after-page-ready'
import { $session } from '../../session/session-store'
import { confirmLeave } from '../services/leave-guard'
import { $tenants, loadTenants, switchTenant } from './tenant-store'

/** The current tenant in the shell bar; a user of several switches here, after a word about unsaved changes. */
export function TenantSwitch() {
  const t = useT()
  const tenants = useStore($tenants)
  const user = useStore($session).user
  const [busy, setBusy] = useState(false)
  // The other tenants are listed once the first page is ready.
  useAfterPageReady(() => { loadTenants().catch(() => {}) }, [user?.loginUserId])
  if (!user) return null
  if (tenants.length < 2) return <span className="shell-tenant" data-testid="current-tenant">{user.tenantName}</span>

  async function change(tenantId: string) {
    if (tenantId === user!.tenantId || !(await confirmLeave())) return
    setBusy(true)
    try {
      navigate(await switchTenant(tenantId), { replace: true })
    } catch (error) {
      showMessage('error', (error as Error).message || t('portal.menuError'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <label className="shell-switch">
      <span className="hr-sr-only">{t('portal.tenant')}</span>
      <select value={user.tenantId} disabled={busy} aria-busy={busy} onChange={(e) => void change(e.target.value)} data-testid="tenant-switch">
        {tenants.map((tenant) => <option key={tenant.id} value={tenant.id}>{tenant.name}</option>)}
      </select>
    </label>
  )
}
