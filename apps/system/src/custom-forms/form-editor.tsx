import { useState } from 'react'
import { DialogContainer, dialogContainerLabels } from '@hr-portal/ui'
import { shell, useLanguage, useT } from '@hr-portal/kit'
import { useRequest } from '@hr-portal/bridge/react'
import { EMPLOYEE_RECORD, loadDictionaries, saveForm } from './form-api'
import type { FormDraft } from './form-draft'
import { draftProblems, emptyField } from './form-rules'
import { FieldRow } from './field-row'

interface Props {
  /** The form to edit, or a new one. */
  initial: FormDraft
  builtinKeys: ReadonlySet<string>
  onClose: () => void
  onSaved: () => void
}

/** Adds or edits a custom form of the employee record: its name, whether it is effective, and its fields. */
export function FormEditor({ initial, builtinKeys, onClose, onSaved }: Props) {
  const t = useT()
  const language = useLanguage()
  const [draft, setDraft] = useState<FormDraft>(initial)
  const dictionaries = useRequest(loadDictionaries, [language])
  const [tried, setTried] = useState(false)
  const [failure, setFailure] = useState('')
  const problems = tried ? draftProblems(draft, builtinKeys) : []
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial)
  const formProblems = problems.filter((p) => p.field === undefined)

  async function save() {
    setTried(true)
    setFailure('')
    if (draftProblems(draft, builtinKeys).length) throw new Error('invalid draft')
    try {
      await saveForm(EMPLOYEE_RECORD, draft)
    } catch (error) {
      setFailure((error as Error).message || t('forms.editor.failed'))
      throw error
    }
    shell.ui.message('success', t('forms.editor.saved', { name: draft.name.trim() })).catch(() => {})
    onSaved()
  }

  return (
    <DialogContainer
      open
      title={initial.id ? t('forms.editor.editTitle', { name: initial.name }) : t('forms.editor.addTitle')}
      labels={dialogContainerLabels[language]}
      closeConfirm={dirty}
      onClose={onClose}
      onButton={save}
      formBtnList={[{ event: 'save', text: t('forms.editor.save'), type: 'primary' }]}
    >
      <div className="custom-forms form-editor" data-testid="form-editor">
        {failure && (
          <p role="alert" className="role-error">
            {t('forms.editor.failed')}: {failure}
          </p>
        )}
        {formProblems.length > 0 && (
          <p role="alert" className="role-error">
            {formProblems.map((p) => t(`forms.problem.${p.key}`)).join(' · ')}
          </p>
        )}
        <div className="form-head">
          <label>
            {t('forms.editor.name')}
            <input
              value={draft.name}
              maxLength={100}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              aria-invalid={formProblems.some((p) => p.key === 'name') ? true : undefined}
            />
          </label>
          <label className="form-field-check">
            <input
              type="checkbox"
              checked={draft.status === 1}
              onChange={(e) => setDraft({ ...draft, status: e.target.checked ? 1 : 0 })}
            />
            {t('forms.editor.status')}
          </label>
        </div>
        <h3>{t('forms.editor.fields')}</h3>
        {draft.fields.map((field, index) => (
          <FieldRow
            key={index}
            index={index}
            field={field}
            problems={problems.filter((p) => p.field === index)}
            dictionaries={dictionaries.data ?? []}
            dictionariesFailed={dictionaries.error !== null}
            onChange={(next) => setDraft({ ...draft, fields: draft.fields.map((f, i) => (i === index ? next : f)) })}
            onRemove={() => setDraft({ ...draft, fields: draft.fields.filter((_, i) => i !== index) })}
          />
        ))}
        <button type="button" onClick={() => setDraft({ ...draft, fields: [...draft.fields, emptyField()] })}>
          {t('forms.editor.addField')}
        </button>
      </div>
    </DialogContainer>
  )
}
