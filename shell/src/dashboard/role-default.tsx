import type { Role } from '@hr-portal/api/client/access'
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { http } from '../lib/http'
import { afterPageReady } from '../lib/page-ready'
import { $language } from '../lib/i18n/i18n'
import { useT } from '../lib/i18n/use-t'
import type { PlacedWidget } from './layout'

/** For administrators (function 101101): the arrangement shown becomes a role's default. */
export function RoleDefault({ widgets, onDone }: { widgets: PlacedWidget[]; onDone: (text: string) => void }) {
  const t = useT()
  const [roles, setRoles] = useState<Role[]>([])
  const [roleId, setRoleId] = useState('')
  const language = useStore($language)
  // Role names come in the shell's language: asked again on a switch, keeping the role chosen. The tool is below the
  // widgets, so the roles are asked for once they have shown.
  useEffect(
    () =>
      afterPageReady(() =>
        http
          .postForm<Role[]>('/joyhr/web/authRole/list', {}, { unLoading: true })
          .then((a) => {
            const rows = a.result ?? []
            setRoles(rows)
            setRoleId((chosen) =>
              rows.some((role) => String(role.id) === chosen) ? chosen : String(rows[0]?.id ?? ''),
            )
          })
          .catch(() => setRoles([])),
      ),
    [language],
  )
  if (!roles.length) return null
  const save = async () => {
    const role = roles.find((r) => String(r.id) === roleId)
    if (!role) return
    try {
      await http.postJson('/ums/web/dashboard/roleLayout/save', { roleId: role.id, widgets }, { unLoading: true })
      onDone(t('dashboard.roleSaved', { role: role.name }))
    } catch (error) {
      onDone(t('dashboard.saveFailed', { reason: error instanceof Error ? error.message : String(error) }))
    }
  }
  return (
    <fieldset className="dashboard-role">
      <legend>{t('dashboard.roleTitle')}</legend>
      <label>
        {t('dashboard.roleLabel')}{' '}
        <select value={roleId} onChange={(event) => setRoleId(event.target.value)}>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="hr-button" onClick={() => void save()}>
        {t('dashboard.roleSave')}
      </button>
    </fieldset>
  )
}
