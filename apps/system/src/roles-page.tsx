import { useMemo, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import {
  DataTable,
  dataTableLabels,
  isNoAccess,
  NoAccess,
  noAccessLabels,
  tableButtonLabels,
  type ColumnDef,
  type TableButton,
} from '@hr-portal/ui'
import { AuditLog } from './audit-log'
import { http, RequestError, useLanguage, useT } from '@hr-portal/kit'
import { RoleEditor, type Role } from './role-editor'
import { functionNames } from './roles/function-names'
import type { CatalogueFunction } from './roles/functions-tab'
import { loadUsers } from './roles/role-api'
import { UserRoles } from './roles/user-roles'

type RoleRow = Role & { functionsText?: string } & Record<string, unknown>

/** Roles with their functionIds, editable with button 100301, and the bridge audit log. */
export function RolesPage() {
  const t = useT()
  const language = useLanguage()
  const canSave = usePermission('100301')
  // Role names come in the page's language: asked again when it changes.
  const roles = useRequest(
    () => http.postForm<RoleRow[]>('/joyhr/web/authRole/list', {}).then((a) => a.result ?? []),
    [language],
  )
  const users = useRequest(() => loadUsers(), [])
  // Function names for the table, in the page's language.
  const catalogue = useRequest(
    () => http.postForm<CatalogueFunction[]>('/joyhr/web/authRole/functionList', {}).then((a) => a.result ?? []),
    [language],
  )
  const [editing, setEditing] = useState<Role | null>(null)
  const reload = () => {
    roles.retry()
    users.retry()
  }
  const columns = useMemo<ColumnDef<RoleRow, any>[]>(
    () => [
      { accessorKey: 'name', header: t('roles.name') },
      { accessorKey: 'description', header: t('roles.description'), size: 240 },
      { accessorKey: 'functionsText', header: t('roles.functions'), size: 320 },
      { id: 'users', accessorFn: (role) => role.userIds.length, header: t('roles.users'), size: 100 },
    ],
    [language],
  )
  // New rows when the names arrive: the table keeps each row's cell values as long as its data is the same.
  const rows = useMemo(
    () =>
      (roles.data ?? []).map((role) => ({
        ...role,
        functionsText: functionNames(role.functionIds, catalogue.data ?? undefined, language),
      })),
    [roles.data, catalogue.data, language],
  )
  const rowButtons = useMemo(() => {
    const buttons: TableButton<RoleRow>[] = [{ event: 'modify', text: tableButtonLabels[language].modify }]
    return canSave
      ? { buttons, name: (role: RoleRow) => role.name, onEvent: (_: string, role: RoleRow) => setEditing(role) }
      : undefined
  }, [language, canSave])
  // A user who may not list roles sees that, not an empty table, the people list and the audit log.
  if (isNoAccess(roles.error)) {
    return (
      <div className="roles">
        <header className="page-head">
          <h1>{t('roles.title')}</h1>
        </header>
        <NoAccess labels={noAccessLabels[language]} />
      </div>
    )
  }
  return (
    <div className="roles">
      <header className="page-head">
        <h1>{t('roles.title')}</h1>
      </header>
      <section className="roles-section" aria-busy={roles.loading}>
        <RequestError error={roles.error} retry={roles.retry} />
        <div data-testid="roles-table">
          <DataTable
            label={t('roles.title')}
            columns={columns}
            data={rows}
            loading={roles.loading && !roles.data}
            labels={dataTableLabels[language]}
            getRowId={(row) => String(row.id)}
            height={220}
            rowButtons={rowButtons}
          />
        </div>
      </section>
      {users.data && roles.data && <UserRoles users={users.data} roles={roles.data} onChanged={reload} />}
      <RequestError error={users.error} retry={users.retry} />
      {editing && <RoleEditor key={editing.id} role={editing} onClose={() => setEditing(null)} onSaved={reload} />}
      <AuditLog />
    </div>
  )
}
