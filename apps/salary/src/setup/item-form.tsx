import { useState } from 'react'
import { messageOf, type Item, type ItemInput, type ItemKind, type ItemSource } from '../api'
import { useT } from '@hr-portal/kit'
import { FormulaEditor } from './formula-editor'

interface Props {
  item: Item | null
  items: Item[]
  attendance: string[]
  functions: string[]
  onSave: (input: ItemInput) => Promise<void>
  onCancel: () => void
}

/** A salary item: code (fixed once saved), names, kind, source, formula, and how tax and the payslip treat it. */
export function ItemForm({ item, items, attendance, functions, onSave, onCancel }: Props) {
  const t = useT()
  const [form, setForm] = useState<ItemInput>(
    item ?? {
      code: '',
      nameZh: '',
      nameEn: '',
      kind: 'earning',
      source: 'fixed',
      formula: '',
      taxable: true,
      annualBonus: false,
      onPayslip: true,
    },
  )
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (change: Partial<ItemInput>) => setForm({ ...form, ...change })

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    try {
      await onSave({ ...form, ...(item ? { id: item.id } : {}) })
    } catch (cause) {
      setProblem(messageOf(cause))
      setBusy(false)
    }
  }
  return (
    <form className="panel form-grid" onSubmit={save} aria-labelledby="item-form-title">
      <h2 id="item-form-title">{item ? t('items.edit', { name: item.code }) : t('items.new')}</h2>
      <div className="row">
        <label>
          {t('items.code')}
          <input
            value={form.code}
            onChange={(e) => set({ code: e.target.value })}
            required
            maxLength={40}
            pattern="[A-Za-z][A-Za-z0-9_]*"
            disabled={!!item}
            data-testid="item-code"
            aria-describedby="code-hint"
          />
        </label>
        <label>
          {t('items.nameZh')}
          <input value={form.nameZh} onChange={(e) => set({ nameZh: e.target.value })} required maxLength={60} />
        </label>
        <label>
          {t('items.nameEn')}
          <input value={form.nameEn} onChange={(e) => set({ nameEn: e.target.value })} required maxLength={60} />
        </label>
      </div>
      <p id="code-hint" className="hint">
        {t('items.codeHint')}
      </p>
      <div className="row">
        <label>
          {t('items.kind')}
          <select value={form.kind} onChange={(e) => set({ kind: e.target.value as ItemKind })}>
            {(['earning', 'deduction', 'employer'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('items.source')}
          <select
            value={form.source}
            onChange={(e) => set({ source: e.target.value as ItemSource })}
            data-testid="item-source"
          >
            {(['fixed', 'input', 'formula'] as const).map((source) => (
              <option key={source} value={source}>
                {t(`source.${source}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {form.source === 'formula' && (
        <FormulaEditor
          itemId={item?.id}
          code={form.code}
          value={form.formula}
          onChange={(formula) => set({ formula })}
          items={items}
          attendance={attendance}
          functions={functions}
        />
      )}
      <fieldset>
        <legend>{t('items.treatment')}</legend>
        <label className="check">
          <input type="checkbox" checked={form.taxable} onChange={(e) => set({ taxable: e.target.checked })} />
          {t('items.taxable')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={form.annualBonus}
            disabled={form.kind !== 'earning'}
            onChange={(e) => set({ annualBonus: e.target.checked })}
          />
          {t('items.annualBonus')}
        </label>
        <label className="check">
          <input type="checkbox" checked={form.onPayslip} onChange={(e) => set({ onPayslip: e.target.checked })} />
          {t('items.onPayslip')}
        </label>
      </fieldset>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
