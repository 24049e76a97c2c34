import { useState } from 'react'
import { useT } from '@hr-portal/kit'
import { userLabel, type RoleMember } from './role-api'

interface Props {
  roleName: string
  /** The users of the tenant; those whose roleIds hold `roleId` are the members. */
  users: RoleMember[]
  roleId: number
  /** Resolves once the gateway saved the change (the list reloads then). */
  onAdd: (user: RoleMember) => Promise<unknown>
  onRemove: (user: RoleMember) => Promise<unknown>
}

/** Who holds the role: removed one by one, added from the tenant's other users. */
export function MembersTab({ roleName, users, roleId, onAdd, onRemove }: Props) {
  const t = useT()
  const [chosen, setChosen] = useState('')
  const [busy, setBusy] = useState(false)
  const members = users.filter((user) => user.roleIds.includes(roleId))
  const others = users.filter((user) => !user.roleIds.includes(roleId))
  async function run(action: () => Promise<unknown>) {
    setBusy(true)
    try {
      await action()
    } catch {
      /* the caller said why */
    } finally {
      setBusy(false)
    }
  }
  const toAdd = others.find((user) => String(user.userId) === chosen)
  return (
    <div className="role-members" data-testid="role-members" aria-busy={busy}>
      <h3>{t('roleEdit.members.title', { name: roleName })}</h3>
      {members.length === 0 ? (
        <p className="role-note">{t('roleEdit.members.none')}</p>
      ) : (
        <table className="role-member-table">
          <thead>
            <tr>
              <th scope="col">{t('roleEdit.members.user')}</th>
              <th scope="col">{t('roleEdit.members.account')}</th>
              <th scope="col">
                <span className="hr-visually-hidden">{t('roleEdit.members.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((user) => (
              <tr key={user.userId}>
                <td>{userLabel(user)}</td>
                <td>{user.userName}</td>
                <td>
                  <button type="button" disabled={busy} onClick={() => run(() => onRemove(user))}>
                    {t('roleEdit.members.remove', { name: userLabel(user) })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {others.length > 0 && (
        <div className="role-member-add">
          <label>
            {t('roleEdit.members.addLabel')}{' '}
            <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{t('roleEdit.members.choose')}</option>
              {others.map((user) => (
                <option key={user.userId} value={user.userId}>
                  {userLabel(user)} ({user.userName})
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={busy || !toAdd}
            onClick={() => toAdd && run(() => onAdd(toAdd).then(() => setChosen('')))}
          >
            {t('roleEdit.members.add')}
          </button>
        </div>
      )}
    </div>
  )
}
