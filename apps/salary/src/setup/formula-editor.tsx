import { useEffect, useId, useState } from 'react'
import { salary, messageOf, type Item } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'

interface Props {
  itemId?: number
  code: string
  value: string
  onChange: (formula: string) => void
  items: Item[]
  attendance: string[]
  functions: string[]
}

/**
 * A formula with the names it may use (the other items, the base pay, the attendance figures, the functions; a click
 * adds one at the end) and the gateway's check of it as it is typed: the problem is announced and tied to the field.
 */
export function FormulaEditor({ itemId, code, value, onChange, items, attendance, functions }: Props) {
  const t = useT()
  const language = useLanguage()
  const id = useId()
  const [state, setState] = useState<{ checking: boolean; message: string; valid: boolean | null }>({
    checking: false,
    message: '',
    valid: null,
  })

  useEffect(() => {
    if (!value.trim() || !code.trim()) {
      setState({ checking: false, message: '', valid: null })
      return
    }
    let live = true
    setState((s) => ({ ...s, checking: true }))
    const timer = setTimeout(() => {
      salary.items
        .check({ code: code.trim(), formula: value, ...(itemId ? { id: itemId } : {}) })
        .then((answer) => {
          if (live) setState({ checking: false, message: answer.message, valid: answer.valid })
        })
        .catch((cause) => {
          if (live) setState({ checking: false, message: messageOf(cause), valid: false })
        })
    }, 300)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [value, code, itemId])

  const insert = (name: string) => onChange(`${value}${value && !value.endsWith(' ') ? ' ' : ''}${name}`)
  const names = items.filter((item) => item.id !== itemId)
  return (
    <div className="formula-editor">
      <label htmlFor={`${id}-formula`}>{t('items.formula')}</label>
      <textarea
        id={`${id}-formula`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={1000}
        spellCheck={false}
        aria-describedby={`${id}-check`}
        aria-invalid={state.valid === false}
        data-testid="formula"
        className="formula-text"
      />
      <p
        id={`${id}-check`}
        className={state.valid === false ? 'form-error' : 'form-done'}
        role="status"
        aria-live="polite"
        data-testid="formula-check"
      >
        {state.checking
          ? t('items.checking')
          : state.valid === false
            ? state.message
            : state.valid
              ? t('items.formulaOk')
              : ''}
      </p>
      <details className="formula-names" open>
        <summary>{t('items.namesTitle')}</summary>
        <p className="hint">{t('items.namesHint')}</p>
        <div className="name-groups">
          <NameList
            title={t('items.namesItems')}
            names={names.map((item) => ({ name: item.code, label: language === 'en' ? item.nameEn : item.nameZh }))}
            onPick={insert}
          />
          {!items.some((item) => item.code === 'base') && (
            <NameList
              title={t('items.namesProfile')}
              names={[{ name: 'base', label: t('items.baseName') }]}
              onPick={insert}
            />
          )}
          <NameList
            title={t('items.namesAttendance')}
            names={attendance.map((name) => ({ name, label: t(`attendance.${name}`) }))}
            onPick={insert}
          />
          <NameList
            title={t('items.namesFunctions')}
            names={functions.map((name) => ({ name: `${name}(`, label: t(`functions.${name}`) }))}
            onPick={insert}
          />
        </div>
      </details>
    </div>
  )
}

function NameList({
  title,
  names,
  onPick,
}: {
  title: string
  names: Array<{ name: string; label: string }>
  onPick: (name: string) => void
}) {
  const t = useT()
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ul className="name-list">
        {names.map((n) => (
          <li key={n.name}>
            <button
              type="button"
              className="name-chip"
              onClick={() => onPick(n.name)}
              aria-label={t('items.insertName', { name: n.name, label: n.label })}
            >
              <code>{n.name}</code> <span className="hint">{n.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
