import type { ReactNode } from 'react'
import type { FieldValue, Options, RecordField } from '../api'
import { useT } from '@hr-portal/kit'
import { FieldInput } from './field-input'
import { FieldView } from './field-view'
import { FamilyEditor, FamilyView } from './family-editor'
import { REFERENCE_KEYS, SECTIONS } from './sections'

export interface SectionsProps {
  fields: RecordField[]
  values: Record<string, FieldValue>
  names?: Record<string, string>
  hiddenFields: string[]
  /** Custom form fields (services/form), shown as their own section. */
  custom?: { name: string; fields: RecordField[]; values: Record<string, FieldValue>; hiddenFields: string[] } | null
  /** Edit mode: the fields the viewer may edit become inputs; the others stay read-only or 'No field permissions'. */
  editing?: boolean
  draft?: Record<string, FieldValue>
  customDraft?: Record<string, FieldValue>
  options?: Options | null
  onChange?: (key: string, value: FieldValue) => void
  onCustomChange?: (key: string, value: FieldValue) => void
  /** Notes under the inputs of some built-in fields, by field key. */
  notes?: Record<string, ReactNode>
}

/** The record's sections (personal, job, contract, emergency contact, custom fields) as definition lists. */
export function RecordSections(props: SectionsProps) {
  const t = useT()
  const {
    fields,
    values,
    names = {},
    hiddenFields,
    custom,
    editing,
    draft = {},
    customDraft = {},
    options,
    notes = {},
  } = props
  const byKey = new Map(fields.map((f) => [f.key, f]))
  const render = (
    field: RecordField,
    hidden: boolean,
    value: FieldValue | undefined,
    edited: FieldValue | undefined,
    change?: (v: FieldValue) => void,
    name?: string,
    note?: ReactNode,
  ) =>
    // The family members: a list of small forms when edited, one line each when read.
    field.key === 'family' && !hidden ? (
      editing && field.access === 'edit' && change ? (
        <div key={field.key} className="pers-field pers-field-edit pers-field-wide" data-field="family">
          <dt className="pers-visually-hidden">{field.label}</dt>
          <dd>
            <FamilyEditor value={edited} onChange={change} label={field.label} />
          </dd>
        </div>
      ) : (
        <FamilyView key={field.key} value={value} label={field.label} />
      )
    ) : editing && !hidden && field.access === 'edit' && change ? (
      <FieldInput key={field.key} field={field} value={edited} options={options} onChange={change} note={note} />
    ) : (
      <FieldView key={field.key} field={field} value={value} name={name} hidden={hidden} />
    )
  return (
    <div className="pers-sections">
      {SECTIONS.map((section) => (
        <section
          key={section.id}
          className="pers-section"
          aria-labelledby={`section-${section.id}`}
          data-section={section.id}
        >
          <h2 id={`section-${section.id}`}>{t(section.title)}</h2>
          <dl className="pers-fields">
            {section.keys.map((key) => {
              const field = byKey.get(key)
              if (!field) return null
              const hidden = hiddenFields.includes(key)
              return render(
                field,
                hidden,
                values[key],
                key in draft ? draft[key] : values[key],
                (v) => props.onChange?.(key, v),
                REFERENCE_KEYS.has(key) ? (names[key] ?? '') : undefined,
                notes[key],
              )
            })}
          </dl>
        </section>
      ))}
      {custom && custom.fields.length > 0 && (
        <section className="pers-section" aria-labelledby="section-custom" data-section="custom">
          <h2 id="section-custom">
            {t('record.custom')}: {custom.name}
          </h2>
          <dl className="pers-fields">
            {custom.fields.map((field) => {
              const hidden = custom.hiddenFields.includes(field.key)
              return render(
                field,
                hidden,
                custom.values[field.key],
                field.key in customDraft ? customDraft[field.key] : custom.values[field.key],
                (v) => props.onCustomChange?.(field.key, v),
              )
            })}
          </dl>
        </section>
      )}
    </div>
  )
}
