import type { FieldDraft, FormDraft } from './form-draft'

/** A problem with a form draft, as a text key of the `forms.problem` group and where it is. */
export interface DraftProblem {
  key:
    | 'name'
    | 'fieldKey'
    | 'labelZh'
    | 'labelEn'
    | 'duplicateKey'
    | 'builtinKey'
    | 'noOptions'
    | 'option'
    | 'duplicateOption'
    | 'noFields'
  field?: number
  option?: number
}

/** The gateway's key rule: a letter, then letters, digits or '_', at most 60. */
export const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,59}$/

export const emptyField = (): FieldDraft => ({
  key: '',
  labelZh: '',
  labelEn: '',
  type: 'text',
  options: [],
  dictionary: '',
  required: false,
})

/**
 * What keeps a draft from being saved, checked before the call so the admin sees it beside the input (the gateway
 * checks the same and also refuses keys another form uses). `builtinKeys`: the keys of the record's built-in fields.
 */
export function draftProblems(draft: FormDraft, builtinKeys: ReadonlySet<string>): DraftProblem[] {
  const problems: DraftProblem[] = []
  if (!draft.name.trim()) problems.push({ key: 'name' })
  if (draft.fields.length === 0) problems.push({ key: 'noFields' })
  const seen = new Set<string>()
  draft.fields.forEach((field, index) => {
    const key = field.key.trim()
    if (!FIELD_KEY.test(key)) problems.push({ key: 'fieldKey', field: index })
    else if (builtinKeys.has(key)) problems.push({ key: 'builtinKey', field: index })
    else if (seen.has(key)) problems.push({ key: 'duplicateKey', field: index })
    seen.add(key)
    if (!field.labelZh.trim()) problems.push({ key: 'labelZh', field: index })
    if (!field.labelEn.trim()) problems.push({ key: 'labelEn', field: index })
    if (field.type !== 'select' || field.dictionary) return
    if (field.options.length === 0) problems.push({ key: 'noOptions', field: index })
    const values = new Set<string>()
    field.options.forEach((option, o) => {
      if (!option.value.trim() || !option.labelZh.trim() || !option.labelEn.trim())
        problems.push({ key: 'option', field: index, option: o })
      else if (values.has(option.value.trim())) problems.push({ key: 'duplicateOption', field: index, option: o })
      values.add(option.value.trim())
    })
  })
  return problems
}
