import { useState, type ReactNode } from 'react'
import { useAuthorised, useRequest } from '@hr-portal/bridge/react'
import { DialogContainer, dialogContainerLabels, type DialogButton } from '@hr-portal/ui'
import { app, http, RequestError, shell, useLanguage, useT } from '@hr-portal/kit'
import { DataRangeTab } from './roles/data-range-tab'
import { FieldPermissionsTab } from './roles/field-permissions-tab'
import { FunctionsTab, type CatalogueFunction } from './roles/functions-tab'
import { MembersTab } from './roles/members-tab'
import { RoleNamesFields, shownName, type RoleNames } from './roles/role-names'
import {
  ROLES_MENU,
  SAVE_DATA_RANGE,
  SAVE_FIELD_PERMISSIONS,
  loadDataRange,
  loadRoleFields,
  loadUsers,
  saveDataRange,
  saveRoleFields,
  saveUserRoles,
  userLabel,
  type DataRange,
  type FieldAccess,
  type RoleMember,
} from './roles/role-api'
import { RoleTabs } from './roles/role-tabs'

/** A role as authRole/list answers it: `name` in the request's language, `nameZh` and `nameEn` as saved. */
export interface Role {
  id: number
  name: string
  nameZh: string
  nameEn: string | null
  description: string
  functionIds: string[]
  authFlags?: Record<string, number>
  userIds: number[]
}
type Tab = 'functions' | 'dataRange' | 'fields' | 'members'

interface Props {
  role: Role
  onClose: () => void
  onSaved: () => void
}

/**
 * Edits a role in the dialog container, one tab per concern: its names and functions (100301), its data range (100302) and
 * field permissions (100303) — those two saved only with their button's auth flag, as the gateway checks it — and
 * its members. Each tab keeps its changes while another is shown; closing with changes asks first.
 */
export function RoleEditor({ role, onClose, onSaved }: Props) {
  const t = useT()
  const language = useLanguage()
  const [tab, setTab] = useState<Tab>('functions')
  const canSaveRange = useAuthorised(ROLES_MENU, SAVE_DATA_RANGE) === true
  const canSaveFields = useAuthorised(ROLES_MENU, SAVE_FIELD_PERMISSIONS) === true
  const catalogue = useRequest(
    () => http.postForm<CatalogueFunction[]>('/joyhr/web/authRole/functionList', {}).then((a) => a.result ?? []),
    [language],
  )
  const rangeReq = useRequest(() => loadDataRange(role.id), [role.id])
  const [bizTypeId, setBizTypeId] = useState(1)
  const fieldsReq = useRequest(() => loadRoleFields(role.id, bizTypeId), [role.id, bizTypeId, language])
  const usersReq = useRequest(() => loadUsers(), [role.id])
  const [chosen, setChosen] = useState(() => new Set(role.functionIds))
  const [flags, setFlags] = useState<Record<string, number>>(() => ({ ...role.authFlags }))
  const [names, setNames] = useState<RoleNames>(() => ({ zh: role.nameZh, en: role.nameEn ?? '' }))
  const [range, setRange] = useState<DataRange | null>(null)
  const [fieldEdits, setFieldEdits] = useState<Record<number, Record<string, FieldAccess>>>({})
  const [failure, setFailure] = useState('')

  const loadedAccess = Object.fromEntries((fieldsReq.data ?? []).map((field) => [field.key, field.access]))
  const edits = fieldEdits[bizTypeId] ?? {}
  const dirty = {
    functions:
      chosen.size !== role.functionIds.length ||
      role.functionIds.some((id) => !chosen.has(id)) ||
      [...chosen].some((id) => (flags[id] ?? 1) !== (role.authFlags?.[id] ?? 1)) ||
      names.zh !== role.nameZh ||
      names.en !== (role.nameEn ?? ''),
    dataRange: range !== null && range !== rangeReq.data?.range,
    fields: Object.entries(edits).some(([key, access]) => loadedAccess[key] !== access),
    members: false,
  }

  const buttons: Record<Tab, DialogButton[]> = {
    functions: [
      { event: 'save', text: t('roles.save'), type: 'primary', disabled: !catalogue.data || !names.zh.trim() },
    ],
    dataRange: canSaveRange
      ? [{ event: 'saveRange', text: t('roleEdit.range.save'), type: 'primary', disabled: !rangeReq.data }]
      : [],
    fields: canSaveFields
      ? [{ event: 'saveFields', text: t('roleEdit.fields.save'), type: 'primary', disabled: !fieldsReq.data?.length }]
      : [],
    members: [],
  }

  async function attempt(action: () => Promise<unknown>, success: string) {
    setFailure('')
    try {
      await action()
    } catch (error) {
      setFailure((error as Error).message || t('roleEdit.failed'))
      throw error
    }
    shell.ui.message('success', success).catch(() => {})
  }

  async function onButton(button: DialogButton) {
    if (button.event === 'save') {
      await attempt(
        () =>
          http.postJson('/joyhr/web/authRole/save', {
            roleId: role.id,
            functionIds: [...chosen],
            authFlags: Object.fromEntries([...chosen].map((id) => [id, flags[id] ?? 1])),
            nameZh: names.zh.trim(),
            nameEn: names.en.trim(),
          }),
        t('roles.saved', { name: shownName(names, language) }),
      )
      // Apps that show others' permissions hear of it (topic role.saved, declared in the manifest).
      app.events.publish('role.saved', { roleId: role.id }).catch(() => {})
      onSaved()
    } else if (button.event === 'saveRange' && range !== null) {
      await attempt(() => saveDataRange(role.id, range), t('roleEdit.range.saved', { name: role.name }))
      rangeReq.retry()
      setRange(null)
    } else if (button.event === 'saveFields') {
      await attempt(
        () => saveRoleFields(role.id, bizTypeId, { ...loadedAccess, ...edits }),
        t('roleEdit.fields.saved', { name: role.name }),
      )
      setFieldEdits((all) => ({ ...all, [bizTypeId]: {} }))
      fieldsReq.retry()
    }
  }

  async function changeMember(user: RoleMember, holds: boolean) {
    const roleIds = holds ? [...user.roleIds, role.id] : user.roleIds.filter((id) => id !== role.id)
    const text = t(holds ? 'roleEdit.members.added' : 'roleEdit.members.removed', {
      user: userLabel(user),
      name: role.name,
    })
    await attempt(() => saveUserRoles(user.userId, roleIds), text)
    usersReq.retry()
    onSaved()
  }

  const tabs = (['functions', 'dataRange', 'fields', 'members'] as const).map((key) => ({
    key,
    label: t(`roleEdit.tab.${key}`),
    dirty: dirty[key],
  }))
  return (
    <DialogContainer
      open
      title={t('roles.editTitle', { name: role.name })}
      labels={dialogContainerLabels[language]}
      closeConfirm={Object.values(dirty).some(Boolean)}
      disabledAutoClose={tab !== 'functions'}
      formBtnList={buttons[tab]}
      onButton={onButton}
      onClose={onClose}
    >
      {failure && (
        <p role="alert" className="role-error">
          {t('roleEdit.failed')}: {failure}
        </p>
      )}
      <RoleTabs
        label={t('roleEdit.tabs')}
        idPrefix={`role-${role.id}`}
        tabs={tabs}
        active={tab}
        onChange={(key) => {
          setTab(key)
          setFailure('')
        }}
      >
        {tab === 'functions' && (
          <>
            <RoleNamesFields idPrefix={`role-${role.id}`} value={names} onChange={setNames} />
            <Loaded request={catalogue}>
              {(data) => (
                <FunctionsTab catalogue={data} chosen={chosen} onChange={setChosen} flags={flags} onFlags={setFlags} />
              )}
            </Loaded>
          </>
        )}
        {tab === 'dataRange' && (
          <Loaded request={rangeReq}>
            {(data) => (
              <DataRangeTab
                ranges={data.ranges}
                value={range ?? data.range}
                onChange={setRange}
                readOnly={!canSaveRange}
              />
            )}
          </Loaded>
        )}
        {tab === 'fields' && (
          <Loaded request={fieldsReq}>
            {(data) => (
              <FieldPermissionsTab
                bizTypeId={bizTypeId}
                onBizType={setBizTypeId}
                fields={data}
                value={{ ...loadedAccess, ...edits }}
                onChange={(value) => setFieldEdits((all) => ({ ...all, [bizTypeId]: value }))}
                readOnly={!canSaveFields}
              />
            )}
          </Loaded>
        )}
        {tab === 'members' && (
          <Loaded request={usersReq}>
            {(data) => (
              <MembersTab
                roleName={role.name}
                roleId={role.id}
                users={data}
                onAdd={(user) => changeMember(user, true)}
                onRemove={(user) => changeMember(user, false)}
              />
            )}
          </Loaded>
        )}
      </RoleTabs>
    </DialogContainer>
  )
}

/** A tab's data once loaded; loading and failure said in between. */
function Loaded<T>({
  request,
  children,
}: {
  request: { data: T | null; error: unknown; loading: boolean; retry: () => void }
  children: (data: T) => ReactNode
}) {
  const t = useT()
  return (
    <>
      <RequestError error={request.error} retry={request.retry} />
      {request.loading && !request.data && <p role="status">{t('common.loading')}</p>}
      {request.data && children(request.data)}
    </>
  )
}
