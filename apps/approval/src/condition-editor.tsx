import { useLanguage, useRequest } from '@hr-portal/bridge/react'
import { LoadError, useT } from '@hr-portal/kit'
import { type Condition, type ConditionItem, conditionsApi, type RuleKind } from './conditions-api'
import { ConditionValue } from './condition-value'

/** At most this many conditions per rule (the contract's limit). */
const MAX_CONDITIONS = 5

export interface ConditionEditorProps {
  kind: RuleKind
  bizType?: string
  conditions: Condition[]
  onChange: (conditions: Condition[]) => void
  /** What the conditions belong to, in the reader's language (the group's accessible name: "Step 2"). */
  owner: string
  disabled?: boolean
}

/** A new condition on `item`: its first operator and no value yet. */
const conditionOn = (item: ConditionItem): Condition => ({ field: item.key, op: item.operators[0], values: [] })

/**
 * The conditions of a rule (all must hold), edited from the rule engine's condition items: a field the rule kind
 * offers, an operator valid for its type and its value (an enum's from the tenant's own values).
 */
export function ConditionEditor({ kind, bizType, conditions, onChange, owner, disabled }: ConditionEditorProps) {
  const t = useT()
  const en = useLanguage() === 'en'
  const items = useRequest(() => conditionsApi.items(kind, bizType), [kind, bizType])
  const list = items.data ?? []
  const set = (index: number, condition: Condition) => onChange(conditions.map((c, i) => (i === index ? condition : c)))

  return (
    <div className="conditions" role="group" aria-label={t('conditions.group', { owner })}>
      <p className="conditions-head">{t(conditions.length ? 'conditions.all' : 'conditions.always')}</p>
      <LoadError error={items.error} retry={items.retry} />
      {conditions.map((condition, index) => {
        const item = list.find((i) => i.key === condition.field)
        const n = index + 1
        return (
          <div className="condition" key={index}>
            <label className="field">
              {t('conditions.field', { n })}
              <select
                value={condition.field}
                disabled={disabled}
                onChange={(e) => {
                  const next = list.find((i) => i.key === e.target.value)
                  if (next) set(index, conditionOn(next))
                }}
              >
                {!item && <option value={condition.field}>{condition.field}</option>}
                {list.map((i) => (
                  <option key={i.key} value={i.key}>
                    {en ? i.label.en : i.label.zh}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              {t('conditions.operator', { n })}
              <select
                value={condition.op}
                disabled={disabled || !item}
                onChange={(e) => set(index, { ...condition, op: e.target.value })}
              >
                {(item?.operators ?? [condition.op]).map((op) => (
                  <option key={op} value={op}>
                    {t(`conditions.ops.${op}`)}
                  </option>
                ))}
              </select>
            </label>
            {item && (
              <ConditionValue
                item={item}
                n={n}
                values={condition.values}
                disabled={disabled}
                onChange={(values) => set(index, { ...condition, values })}
              />
            )}
            <button
              type="button"
              disabled={disabled}
              aria-label={t('conditions.removeNamed', { n })}
              onClick={() => onChange(conditions.filter((_, i) => i !== index))}
            >
              {t('conditions.remove')}
            </button>
          </div>
        )
      })}
      <button
        type="button"
        disabled={disabled || list.length === 0 || conditions.length >= MAX_CONDITIONS}
        onClick={() => onChange([...conditions, conditionOn(list[0])])}
      >
        {t('conditions.add')}
      </button>
    </div>
  )
}
