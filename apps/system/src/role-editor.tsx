import { useMemo, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { DialogContainer, dialogContainerLabels } from '@hr-portal/ui'
import { RequestError } from './request-error'
import { app, http, shell } from './shell'
import { useLanguage, useT } from './use-t'

export interface Role { id: number; name: string; description: string; functionIds: string[]; userIds: number[] }
interface CatalogueFunction { functionId: string; name: string; appName: string; kind: 'menu' | 'button'; parentFunctionId: string | null }

interface Props {
  role: Role
  onClose: () => void
  onSaved: () => void
}

/** Edits a role's functions in the dialog container; Save goes through authRole/save once, however often it is clicked. */
export function RoleEditor({ role, onClose, onSaved }: Props) {
  const t = useT()
  const language = useLanguage()
  const catalogue = useRequest(() => http.postForm<CatalogueFunction[]>('/joyhr/web/authRole/functionList', {}).then((a) => a.result ?? []), [language])
  const [chosen, setChosen] = useState(() => new Set(role.functionIds))
  const [failure, setFailure] = useState('')
  const dirty = chosen.size !== role.functionIds.length || role.functionIds.some((id) => !chosen.has(id))
  const apps = useMemo(() => {
    const groups = new Map<string, CatalogueFunction[]>()
    for (const fn of catalogue.data ?? []) groups.set(fn.appName, [...(groups.get(fn.appName) ?? []), fn])
    return [...groups]
  }, [catalogue.data])

  function toggle(fn: CatalogueFunction, on: boolean) {
    const next = new Set(chosen)
    const buttons = (catalogue.data ?? []).filter((b) => b.parentFunctionId === fn.functionId).map((b) => b.functionId)
    // A menu item taken away takes its buttons along; a button given brings its menu item.
    if (on) {
      next.add(fn.functionId)
      if (fn.parentFunctionId) next.add(fn.parentFunctionId)
    } else {
      next.delete(fn.functionId)
      buttons.forEach((id) => next.delete(id))
    }
    setChosen(next)
  }

  async function save() {
    setFailure('')
    try {
      await http.postJson('/joyhr/web/authRole/save', { roleId: role.id, functionIds: [...chosen] })
    } catch (error) {
      setFailure((error as Error).message || t('roles.saveFailed'))
      throw error
    }
    shell.ui.message('success', t('roles.saved', { name: role.name })).catch(() => {})
    // Apps that show others' permissions hear of it (topic role.saved, declared in the manifest).
    app.events.publish('role.saved', { roleId: role.id }).catch(() => {})
    onSaved()
  }

  return (
    <DialogContainer open title={t('roles.editTitle', { name: role.name })} labels={dialogContainerLabels[language]} closeConfirm={dirty}
      formBtnList={[{ event: 'save', text: t('roles.save'), type: 'primary', disabled: !catalogue.data }]} onButton={save} onClose={onClose}>
      {failure && <p role="alert" className="role-error">{t('roles.saveFailed')}: {failure}</p>}
      <RequestError error={catalogue.error} retry={catalogue.retry} />
      {catalogue.loading && !catalogue.data && <p role="status">{t('common.loading')}</p>}
      <div className="role-functions" data-testid="role-functions">
        {apps.map(([appName, functions]) => (
          <fieldset key={appName}>
            <legend>{appName}</legend>
            {functions.map((fn) => (
              <label key={fn.functionId} className="role-function" data-kind={fn.kind}>
                <input type="checkbox" checked={chosen.has(fn.functionId)} onChange={(e) => toggle(fn, e.target.checked)} />
                {fn.name} <small>({fn.functionId})</small>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </DialogContainer>
  )
}
