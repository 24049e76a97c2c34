import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, shell, useLanguage, useT } from '@hr-portal/kit'
import { loadUnauthorisedRoles, saveUserRoles, userLabel, type RoleMember, type RoleSummary } from './role-api'

interface Props {
  users: RoleMember[]
  roles: RoleSummary[]
  /** After a change: the role list's member counts and the user list reload. */
  onChanged: () => void
}

/** One user's roles: those held, and the roles not yet authorised to them (§7 unAuthList), each given or taken with one button. */
export function UserRoles({ users, roles, onChanged }: Props) {
  const t = useT()
  const [userId, setUserId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const language = useLanguage()
  const user = users.find((u) => u.userId === userId)
  // Role names come in the page's language: asked again when it changes.
  const unauthorised = useRequest(
    () => (userId === null ? Promise.resolve([]) : loadUnauthorisedRoles(userId)),
    [userId, user?.roleIds.join(','), language],
  )
  const held = roles.filter((role) => user?.roleIds.includes(role.id))

  async function change(role: RoleSummary, give: boolean) {
    if (!user) return
    setBusy(true)
    setFailure(null)
    try {
      await saveUserRoles(user.userId, give ? [...user.roleIds, role.id] : user.roleIds.filter((id) => id !== role.id))
      shell.ui
        .message(
          'success',
          t(give ? 'userRoles.granted' : 'userRoles.revoked', { name: role.name, user: userLabel(user) }),
        )
        .catch(() => {})
      onChanged()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      className="roles-section user-roles"
      aria-labelledby="user-roles-title"
      aria-busy={busy || unauthorised.loading}
      data-testid="user-roles"
    >
      <h2 id="user-roles-title">{t('userRoles.title')}</h2>
      <label>
        {t('userRoles.user')}{' '}
        <select value={userId ?? ''} onChange={(e) => setUserId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{t('userRoles.choose')}</option>
          {users.map((u) => (
            <option key={u.userId} value={u.userId}>
              {userLabel(u)} ({u.userName})
            </option>
          ))}
        </select>
      </label>
      {failure !== null && (
        <p role="alert" className="role-error">
          {t('roleEdit.failed')}: {(failure as Error).message}
        </p>
      )}
      {user && (
        <div className="user-roles-lists">
          <div>
            <h3>{t('userRoles.held')}</h3>
            {held.length === 0 ? (
              <p className="role-note">{t('userRoles.heldNone')}</p>
            ) : (
              <ul aria-label={t('userRoles.held')}>
                {held.map((role) => (
                  <li key={role.id}>
                    {role.name}{' '}
                    <button type="button" disabled={busy} onClick={() => change(role, false)}>
                      {t('userRoles.revoke', { name: role.name })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3>{t('userRoles.unauthorised')}</h3>
            <RequestError error={unauthorised.error} retry={unauthorised.retry} />
            {unauthorised.data &&
              (unauthorised.data.length === 0 ? (
                <p className="role-note">{t('userRoles.unauthorisedNone')}</p>
              ) : (
                <ul aria-label={t('userRoles.unauthorised')} data-testid="unauthorised-roles">
                  {unauthorised.data.map((role) => (
                    <li key={role.id}>
                      {role.name}{' '}
                      <button type="button" disabled={busy} onClick={() => change(role, true)}>
                        {t('userRoles.grant', { name: role.name })}
                      </button>
                    </li>
                  ))}
                </ul>
              ))}
          </div>
        </div>
      )}
    </section>
  )
}
