import { useEffect, useState } from 'react'
import { http, shell } from '../shell'
import { useT } from '../use-t'
import type { StaffFilter } from '../export-button'

export interface SchemeConditions { keyword?: string; organId?: number; status?: number }
interface Scheme { id: string; name: string; isDefault: boolean; conditions: SchemeConditions }

const API = '/joyhr/web/selfSchemeQuery'

interface Props {
  /** The list's current filters, saved by 'Save as scheme…'. */
  filter: StaffFilter
  /** Applies a scheme's filters to the list (the default one when the page opens). */
  onApply: (conditions: SchemeConditions) => void
}

/** The staff list's saved query schemes: save the filters under a name, apply, rename, delete, set the default. */
export function SchemeBar({ filter, onApply }: Props) {
  const t = useT()
  const [schemes, setSchemes] = useState<Scheme[]>([])
  const [current, setCurrent] = useState('')
  const [naming, setNaming] = useState<'add' | 'rename' | null>(null)
  const [name, setName] = useState('')
  const [failure, setFailure] = useState('')

  async function load(applyDefault = false) {
    const list = (await http.postJson<Scheme[]>(`${API}/findSelfSchemeQueryByUser`, {})).result ?? []
    setSchemes(list)
    const chosen = list.find((s) => s.isDefault)
    if (applyDefault && chosen) { setCurrent(chosen.id); onApply(chosen.conditions) }
  }
  useEffect(() => { load(true).catch((error: Error) => setFailure(error.message)) }, [])

  const selected = schemes.find((s) => s.id === current)
  async function attempt(action: () => Promise<unknown>, success?: string) {
    setFailure('')
    try {
      await action()
      if (success) shell.ui.message('success', success).catch(() => {})
    } catch (error) {
      setFailure((error as Error).message)
    }
  }
  function choose(id: string) {
    setCurrent(id)
    const scheme = schemes.find((s) => s.id === id)
    onApply(scheme?.conditions ?? {})
  }
  async function submitName() {
    const trimmed = name.trim()
    if (!trimmed) return
    await attempt(async () => {
      if (naming === 'add') {
        const conditions = { ...filter, ...(filter.organId ? { organId: Number(filter.organId) } : {}) }
        const saved = (await http.postJson<Scheme>(`${API}/add`, { name: trimmed, conditions })).result!
        setCurrent(saved.id)
      } else if (selected) {
        await http.postJson(`${API}/updateSelfSchemeInfo`, { id: selected.id, name: trimmed })
      }
      setNaming(null)
      await load()
    }, t('schemes.saved', { name: trimmed }))
  }

  return (
    <div className="scheme-bar" role="group" aria-label={t('schemes.label')} data-testid="scheme-bar">
      <label>
        {t('schemes.label')}{' '}
        <select value={current} onChange={(event) => choose(event.target.value)} data-testid="scheme-select">
          <option value="">{t('schemes.none')}</option>
          {schemes.map((s) => <option key={s.id} value={s.id}>{s.isDefault ? t('schemes.default', { name: s.name }) : s.name}</option>)}
        </select>
      </label>
      <button type="button" className="hr-button" onClick={() => { setNaming('add'); setName('') }}>{t('schemes.saveAs')}</button>
      {selected && (
        <>
          <button type="button" className="hr-button" onClick={() => { setNaming('rename'); setName(selected.name) }}>{t('schemes.rename')}</button>
          <button type="button" className="hr-button" onClick={() => attempt(async () => {
            await http.postJson(`${API}/updateDefaultScheme`, { id: selected.id, isDefault: !selected.isDefault })
            await load()
          }, selected.isDefault ? undefined : t('schemes.defaultSet', { name: selected.name }))}>
            {selected.isDefault ? t('schemes.unsetDefault') : t('schemes.setDefault')}
          </button>
          <button type="button" className="hr-button" onClick={() => attempt(async () => {
            await http.postJson(`${API}/remove`, { id: selected.id })
            setCurrent('')
            await load()
          }, t('schemes.deleted', { name: selected.name }))}>{t('schemes.delete')}</button>
        </>
      )}
      {naming && (
        <form className="scheme-name" onSubmit={(event) => { event.preventDefault(); submitName() }}>
          <label>{t('schemes.name')} <input value={name} maxLength={60} required autoFocus onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Escape') setNaming(null) }} /></label>
          <button type="submit" className="hr-button primary">{t('schemes.save')}</button>
        </form>
      )}
      {failure && <p role="alert" className="scheme-error">{failure}</p>}
    </div>
  )
}
