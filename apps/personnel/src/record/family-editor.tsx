import { useId } from 'react'
import { useT } from '@hr-portal/kit'
import { type FamilyMember, familyList, familyValue, RELATIONS } from './family'
import './family.css'

interface Props {
  /** The record's family value (JSON text) or null. */
  value: unknown
  onChange: (value: string | null) => void
  /** The editor's heading (the field's label). */
  label: string
}

/** At most this many members (the gateway refuses more). */
const MAX_MEMBERS = 8

/**
 * The family members as a list of small forms: name, relation, phone and whether they are an emergency contact, each
 * member removable, and a button to add one; every control labelled, in tab order, one column on a phone.
 */
export function FamilyEditor({ value, onChange, label }: Props) {
  const t = useT()
  const id = useId()
  const members = familyList(value)
  const change = (index: number, patch: Partial<FamilyMember>) =>
    onChange(familyValue(members.map((m, i) => (i === index ? { ...m, ...patch } : m))))
  return (
    <fieldset className="pers-family" data-testid="family-editor">
      <legend className="pers-visually-hidden">{label}</legend>
      {members.length === 0 && <p className="pers-hint">{t('family.none')}</p>}
      <ol className="pers-family-list">
        {members.map((m, index) => {
          const key = `${id}-${index}`
          return (
            <li key={index} className="pers-family-member">
              <fieldset>
                <legend>{t('family.member', { n: index + 1 })}</legend>
                <div className="pers-family-control">
                  <label htmlFor={`${key}-n`}>{t('family.name')}</label>
                  <input
                    id={`${key}-n`}
                    className="hr-input"
                    value={m.n}
                    maxLength={50}
                    required
                    onChange={(e) => change(index, { n: e.target.value })}
                  />
                </div>
                <div className="pers-family-control">
                  <label htmlFor={`${key}-r`}>{t('family.relation')}</label>
                  <select
                    id={`${key}-r`}
                    className="hr-input"
                    value={m.r}
                    required
                    onChange={(e) => change(index, { r: e.target.value })}
                  >
                    {RELATIONS.map((r) => (
                      <option key={r} value={r}>
                        {t(`family.relations.${r}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="pers-family-control">
                  <label htmlFor={`${key}-p`}>{t('family.phone')}</label>
                  <input
                    id={`${key}-p`}
                    className="hr-input"
                    type="tel"
                    inputMode="tel"
                    value={m.p}
                    maxLength={30}
                    required
                    onChange={(e) => change(index, { p: e.target.value })}
                  />
                </div>
                <label className="pers-family-check">
                  <input
                    type="checkbox"
                    checked={m.e === 1}
                    onChange={(e) => change(index, { e: e.target.checked ? 1 : 0 })}
                  />
                  {t('family.emergency')}
                </label>
                <button
                  type="button"
                  className="hr-button"
                  onClick={() => onChange(familyValue(members.filter((_, i) => i !== index)))}
                >
                  {t('family.remove', { n: index + 1 })}
                </button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      {members.length < MAX_MEMBERS && (
        <button
          type="button"
          className="hr-button"
          onClick={() => onChange(familyValue([...members, { n: '', r: 'spouse', p: '', e: 0 }]))}
        >
          {t('family.add')}
        </button>
      )}
    </fieldset>
  )
}

/** The family members read-only: one line each, or 'none'. */
export function FamilyView({ value, label }: { value: unknown; label: string }) {
  const t = useT()
  const members = familyList(value)
  return (
    <div className="pers-field pers-field-wide" data-field="family">
      {/* The section's heading says it already: the label is for screen readers. */}
      <dt className="pers-visually-hidden">{label}</dt>
      <dd data-testid="value-family">
        {members.length === 0 ? (
          t('common.none')
        ) : (
          <ul className="pers-family-lines">
            {members.map((m, index) => (
              <li key={index}>
                {[m.n, t(`family.relations.${m.r}`), m.p, m.e ? t('family.emergency') : ''].filter(Boolean).join(' · ')}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  )
}
