import { useMemo, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { DialogContainer, dialogContainerLabels } from '@hr-portal/ui'
import type { OrganNode } from '../organ-tree'
import { RequestError, shell, useLanguage, useT } from '@hr-portal/kit'
import { assignRange, checkRange, loadOrganTree, type FormRow, type RangeConflict } from './form-api'

interface Props {
  form: FormRow
  onClose: () => void
  onSaved: () => void
}

interface FlatOrgan {
  id: number
  name: string
  depth: number
}

const flatten = (nodes: OrganNode[], depth = 0): FlatOrgan[] =>
  nodes.flatMap((node) => [{ id: Number(node.id), name: node.name, depth }, ...flatten(node.children ?? [], depth + 1)])

/**
 * Which departments a form applies to (§7 formRange): each chosen department with everything below it. Overlaps
 * with another effective form are asked of the gateway (rangeRepeat) as the choice changes, and refused on save.
 */
export function RangeEditor({ form, onClose, onSaved }: Props) {
  const t = useT()
  const language = useLanguage()
  const tree = useRequest(loadOrganTree, [])
  const organs = useMemo(() => flatten(tree.data ?? []), [tree.data])
  const [chosen, setChosen] = useState(() => new Set(form.organIds))
  const [conflicts, setConflicts] = useState<RangeConflict[]>([])
  const [failure, setFailure] = useState('')
  const dirty = chosen.size !== form.organIds.length || form.organIds.some((id) => !chosen.has(id))

  async function toggle(id: number, on: boolean) {
    const next = new Set(chosen)
    if (on) next.add(id)
    else next.delete(id)
    setChosen(next)
    try {
      setConflicts((await checkRange(form.id, [...next])).conflicts)
    } catch {
      setConflicts([])
    }
  }

  async function save() {
    setFailure('')
    try {
      await assignRange(form.id, [...chosen])
    } catch (error) {
      setFailure((error as Error).message || t('forms.range.failed'))
      throw error
    }
    shell.ui.message('success', t('forms.range.saved', { name: form.name })).catch(() => {})
    onSaved()
  }

  return (
    <DialogContainer
      open
      title={t('forms.range.title', { name: form.name })}
      labels={dialogContainerLabels[language]}
      closeConfirm={dirty}
      onClose={onClose}
      onButton={save}
      formBtnList={[
        { event: 'save', text: t('forms.range.save'), type: 'primary', disabled: !tree.data || conflicts.length > 0 },
      ]}
    >
      <div className="custom-forms range-editor" data-testid="range-editor">
        {failure && (
          <p role="alert" className="role-error">
            {t('forms.range.failed')}: {failure}
          </p>
        )}
        {conflicts.length > 0 && (
          <ul role="alert" className="role-error">
            {conflicts.map((c) => (
              <li key={`${c.organId}-${c.formId}`}>
                {t('forms.range.conflict', { organ: c.organName, form: c.formName })}
              </li>
            ))}
          </ul>
        )}
        <RequestError error={tree.error} retry={tree.retry} />
        {tree.loading && !tree.data && <p role="status">{t('common.loading')}</p>}
        {tree.data && (
          <fieldset className="range-organs">
            <legend>{t('forms.range.legend')}</legend>
            {organs.map((organ) => (
              <label key={organ.id} className="role-option" style={{ paddingInlineStart: organ.depth * 16 }}>
                <input
                  type="checkbox"
                  checked={chosen.has(organ.id)}
                  onChange={(e) => toggle(organ.id, e.target.checked)}
                />
                {organ.name}
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </DialogContainer>
  )
}
