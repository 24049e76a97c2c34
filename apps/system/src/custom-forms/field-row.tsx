import { useT } from '@hr-portal/kit'
import { FIELD_TYPES, type DictionaryChoice, type FieldType } from './form-api'
import type { FieldDraft, FieldOption } from './form-draft'
import type { DraftProblem } from './form-rules'

interface Props {
  index: number
  field: FieldDraft
  /** The draft's problems of this field (shown once the admin tried to save). */
  problems: DraftProblem[]
  /** The tenant's dictionaries a select may take its options from. */
  dictionaries: DictionaryChoice[]
  dictionariesFailed?: boolean
  onChange: (field: FieldDraft) => void
  onRemove: () => void
}

/** One field of a custom form: key, labels in both languages, type (a select's options: its own or a dictionary's) and required. */
export function FieldRow({ index, field, problems, dictionaries, dictionariesFailed, onChange, onRemove }: Props) {
  const t = useT()
  const id = `form-field-${index}`
  const n = index + 1
  const set = (patch: Partial<FieldDraft>) => onChange({ ...field, ...patch })
  const errorOf = (...keys: DraftProblem['key'][]) =>
    problems.find((p) => p.option === undefined && keys.includes(p.key))
  const keyError = errorOf('fieldKey', 'builtinKey', 'duplicateKey')
  const zhError = errorOf('labelZh')
  const enError = errorOf('labelEn')
  const optionsError = problems.find((p) => p.key === 'noOptions' || p.option !== undefined)
  const setOption = (o: number, patch: Partial<FieldOption>) =>
    set({ options: field.options.map((option, i) => (i === o ? { ...option, ...patch } : option)) })
  return (
    <fieldset className="form-field" data-testid={id}>
      <legend>{t('forms.editor.field', { n })}</legend>
      <div className="form-field-grid">
        <label>
          {t('forms.editor.key')}
          <input
            value={field.key}
            maxLength={60}
            onChange={(e) => set({ key: e.target.value })}
            aria-invalid={keyError ? true : undefined}
            aria-describedby={`${id}-key-hint${keyError ? ` ${id}-key-error` : ''}`}
          />
          <small id={`${id}-key-hint`}>{t('forms.editor.keyHint')}</small>
          {keyError && (
            <small id={`${id}-key-error`} className="role-error">
              {t(`forms.problem.${keyError.key}`)}
            </small>
          )}
        </label>
        <label>
          {t('forms.editor.labelZh')}
          <input
            value={field.labelZh}
            maxLength={100}
            onChange={(e) => set({ labelZh: e.target.value })}
            aria-invalid={zhError ? true : undefined}
            aria-describedby={zhError ? `${id}-zh-error` : undefined}
          />
          {zhError && (
            <small id={`${id}-zh-error`} className="role-error">
              {t('forms.problem.labelZh')}
            </small>
          )}
        </label>
        <label>
          {t('forms.editor.labelEn')}
          <input
            value={field.labelEn}
            maxLength={100}
            onChange={(e) => set({ labelEn: e.target.value })}
            aria-invalid={enError ? true : undefined}
            aria-describedby={enError ? `${id}-en-error` : undefined}
          />
          {enError && (
            <small id={`${id}-en-error`} className="role-error">
              {t('forms.problem.labelEn')}
            </small>
          )}
        </label>
        <label>
          {t('forms.editor.type')}
          <select value={field.type} onChange={(e) => set({ type: e.target.value as FieldType })}>
            {FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`forms.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field-check">
          <input type="checkbox" checked={field.required} onChange={(e) => set({ required: e.target.checked })} />
          {t('forms.editor.required')}
        </label>
        <button type="button" onClick={onRemove}>
          {t('forms.editor.removeField', { n })}
        </button>
      </div>
      {field.type === 'select' && (
        <fieldset className="form-options">
          <legend>{t('forms.editor.options')}</legend>
          <label>
            {t('forms.editor.optionsFrom')}
            <select
              value={field.dictionary}
              onChange={(e) => set({ dictionary: e.target.value })}
              aria-describedby={`${id}-from-hint`}
            >
              <option value="">{t('forms.editor.ownOptions')}</option>
              {field.dictionary && !dictionaries.some((d) => d.code === field.dictionary) && (
                <option value={field.dictionary}>{field.dictionary}</option>
              )}
              {dictionaries.map((d) => (
                <option key={d.code} value={d.code}>
                  {t('forms.editor.fromDictionary', { name: d.name })}
                </option>
              ))}
            </select>
            <small id={`${id}-from-hint`}>
              {field.dictionary
                ? t('forms.editor.dictionaryHint')
                : dictionariesFailed
                  ? t('forms.editor.dictionariesFailed')
                  : ''}
            </small>
          </label>
          {!field.dictionary &&
            field.options.map((option, o) => (
              <div key={o} className="form-option">
                <input
                  aria-label={`${t('forms.editor.optionValue')} ${o + 1}`}
                  placeholder={t('forms.editor.optionValue')}
                  value={option.value}
                  maxLength={100}
                  onChange={(e) => setOption(o, { value: e.target.value })}
                />
                <input
                  aria-label={`${t('forms.editor.optionZh')} ${o + 1}`}
                  placeholder={t('forms.editor.optionZh')}
                  value={option.labelZh}
                  maxLength={100}
                  onChange={(e) => setOption(o, { labelZh: e.target.value })}
                />
                <input
                  aria-label={`${t('forms.editor.optionEn')} ${o + 1}`}
                  placeholder={t('forms.editor.optionEn')}
                  value={option.labelEn}
                  maxLength={100}
                  onChange={(e) => setOption(o, { labelEn: e.target.value })}
                />
                <button type="button" onClick={() => set({ options: field.options.filter((_, i) => i !== o) })}>
                  {t('forms.editor.removeOption', { n: o + 1 })}
                </button>
              </div>
            ))}
          {optionsError && <p className="role-error">{t(`forms.problem.${optionsError.key}`)}</p>}
          {!field.dictionary && (
            <button
              type="button"
              onClick={() => set({ options: [...field.options, { value: '', labelZh: '', labelEn: '' }] })}
            >
              {t('forms.editor.addOption')}
            </button>
          )}
        </fieldset>
      )}
    </fieldset>
  )
}
