import { useId, useState } from 'react'
import { DialogContainer, dialogContainerLabels } from '@hr-portal/ui'
import type { Names } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'

interface Props {
  title: string
  /** The present names; without them, a new entry whose code is typed in. */
  start?: Names
  onSave: (names: Names) => Promise<unknown>
  onClose: () => void
}

/** Adds or edits a dictionary or a value: its code (fixed once saved, since records keep it) and its names in both languages. */
export function NamesDialog({ title, start, onSave, onClose }: Props) {
  const t = useT()
  const language = useLanguage()
  const ids = { code: useId(), zh: useId(), en: useId(), hint: useId() }
  const [names, setNames] = useState<Names>(start ?? { code: '', nameZh: '', nameEn: '' })
  const [failure, setFailure] = useState('')
  const change = (key: keyof Names) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setNames({ ...names, [key]: e.target.value })
  const ready = names.code.trim() !== '' && (names.nameZh.trim() !== '' || names.nameEn.trim() !== '')

  async function save() {
    setFailure('')
    try {
      await onSave({ code: names.code.trim(), nameZh: names.nameZh.trim(), nameEn: names.nameEn.trim() })
    } catch (error) {
      setFailure((error as Error).message || t('common.failed'))
      throw error
    }
  }

  return (
    <DialogContainer
      open
      title={title}
      width={480}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'save', text: t('common.save'), type: 'primary', disabled: !ready }]}
      onButton={save}
      onClose={onClose}
    >
      <div className="md-form" data-testid="names-dialog">
        <label htmlFor={ids.code}>{t('form.code')} *</label>
        <input
          id={ids.code}
          value={names.code}
          onChange={change('code')}
          readOnly={!!start}
          maxLength={40}
          pattern="[A-Za-z0-9_\-]{1,40}"
          aria-describedby={ids.hint}
          required
        />
        <p id={ids.hint} className="hint">
          {start ? t('form.codeFixed') : t('form.codeRule')}
        </p>
        <label htmlFor={ids.zh}>{t('form.nameZh')}</label>
        <input id={ids.zh} value={names.nameZh} onChange={change('nameZh')} maxLength={50} />
        <label htmlFor={ids.en}>{t('form.nameEn')}</label>
        <input id={ids.en} value={names.nameEn} onChange={change('nameEn')} maxLength={50} />
        <p className="hint">{t('form.nameRule')}</p>
        {failure && (
          <p role="alert" className="form-error" data-testid="names-error">
            {failure}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}
