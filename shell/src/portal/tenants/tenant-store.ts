import { atom } from 'nanostores'
import * as v from 'valibot'
import { http } from '../../lib/http'
import { onSessionEnd } from '../../lib/session-end'
import { LOCAL, writeJson } from '../../lib/storage'
import { loadSession } from '../../session/session'
import { LoginResult } from '../../session/schemas'
import { $alive } from '../pool/pool-store'
import { $dirty } from '../../session/dirty'
import { $activeApp } from '../services/live-apps'
import { $appNavs, $tabs } from '../tabs/tabs-store'

const Tenants = v.array(
  v.object({ id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)), name: v.string() }),
)
export type TenantOption = v.InferOutput<typeof Tenants>[number]

/** The tenants the signed-in user may work in (§3 `renterList`). */
export const $tenants = atom<TenantOption[]>([])

export async function loadTenants() {
  const answer = await http.postForm('/tum/web/tenant/listAuthTenants', {}, { unLoading: true })
  const tenants = v.parse(Tenants, answer.result)
  writeJson(localStorage, LOCAL.renterList, tenants)
  $tenants.set(tenants)
}

/**
 * Moves the session to another tenant without signing out: a new token, the sub-apps' pool and
 * tabs start over (every app loads again in the new tenant), then user, permissions and menus
 * are loaded again. Resolves to the route to land on. The caller asks about unsaved changes first.
 */
export async function switchTenant(tenantId: string): Promise<string> {
  const answer = await http.postForm('/tum/web/tenant/switchTenant', { tenantId })
  const login = v.parse(LoginResult, answer.result)
  localStorage.setItem(LOCAL.token, login.token)
  localStorage.setItem(LOCAL.renterId, login.tenantId)
  const reset = () => {
    $alive.set([])
    $activeApp.set(null)
    $dirty.set(new Set())
    $tabs.set([])
    $appNavs.set({})
  }
  reset()
  const landing = await loadSession(login.loginUserId)
  // The page still showing while the session loaded may have started its app again: start over.
  reset()
  return landing
}

onSessionEnd(() => $tenants.set([]))
