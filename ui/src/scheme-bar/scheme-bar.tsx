import { useEffect, useEffectEvent, useState } from 'react'
import type { SavedScheme, SchemeBarProps } from './types'

/**
 * A list's saved query schemes (§7 selfSchemeQuery, one list per §3 `functionId`): choose one to apply its filters, save
 * the current filters under a name, rename, delete, set or clear the default (applied when the bar opens).
 */
export function SchemeBar<C>({ api, conditions, onApply, labels, onDone }: SchemeBarProps<C>) {
  const [schemes, setSchemes] = useState<SavedScheme<C>[]>([])
  const [current, setCurrent] = useState('')
  const [naming, setNaming] = useState<'add' | 'rename' | null>(null)
  const [name, setName] = useState('')
  const [failure, setFailure] = useState('')

  async function load(applyDefault = false) {
    const list = await api.list()
    setSchemes(list)
    const chosen = list.find((s) => s.isDefault)
    if (applyDefault && chosen) {
      setCurrent(chosen.id)
      onApply(chosen.conditions)
    }
  }
  // The schemes load again, with the default applied, when the page hands in another API.
  const loadWithDefault = useEffectEvent(() => {
    load(true).catch((error: Error) => setFailure(error.message))
  })
  useEffect(() => {
    loadWithDefault()
  }, [api])

  const selected = schemes.find((s) => s.id === current)
  async function attempt(action: () => Promise<unknown>, done?: string) {
    setFailure('')
    try {
      await action()
      if (done) onDone?.(done)
    } catch (error) {
      setFailure((error as Error).message)
    }
  }
  function choose(id: string) {
    setCurrent(id)
    onApply(schemes.find((s) => s.id === id)?.conditions ?? {})
  }
  async function submitName() {
    const trimmed = name.trim()
    if (!trimmed) return
    await attempt(async () => {
      if (naming === 'add') setCurrent((await api.add(trimmed, conditions)).id)
      else if (selected) await api.rename(selected.id, trimmed)
      setNaming(null)
      await load()
    }, labels.saved(trimmed))
  }

  return (
    <div className="hr-scheme-bar" role="group" aria-label={labels.label} data-testid="scheme-bar">
      <label>
        {labels.label}{' '}
        <select value={current} onChange={(event) => choose(event.target.value)} data-testid="scheme-select">
          <option value="">{labels.none}</option>
          {schemes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.isDefault ? labels.isDefault(s.name) : s.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="hr-button"
        onClick={() => {
          setNaming('add')
          setName('')
        }}
      >
        {labels.saveAs}
      </button>
      {selected && (
        <>
          <button
            type="button"
            className="hr-button"
            onClick={() => {
              setNaming('rename')
              setName(selected.name)
            }}
          >
            {labels.rename}
          </button>
          <button
            type="button"
            className="hr-button"
            onClick={() =>
              attempt(
                async () => {
                  await api.setDefault(selected.id, !selected.isDefault)
                  await load()
                },
                selected.isDefault ? undefined : labels.defaultSet(selected.name),
              )
            }
          >
            {selected.isDefault ? labels.unsetDefault : labels.setDefault}
          </button>
          <button
            type="button"
            className="hr-button"
            onClick={() =>
              attempt(async () => {
                await api.remove(selected.id)
                setCurrent('')
                await load()
              }, labels.deleted(selected.name))
            }
          >
            {labels.delete}
          </button>
        </>
      )}
      {naming && (
        <form
          className="hr-scheme-name"
          onSubmit={(event) => {
            event.preventDefault()
            void submitName()
          }}
        >
          <label>
            {labels.name}{' '}
            <input
              value={name}
              maxLength={60}
              required
              autoFocus
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setNaming(null)
              }}
            />
          </label>
          <button type="submit" className="hr-button primary">
            {labels.save}
          </button>
        </form>
      )}
      {failure && (
        <p role="alert" className="hr-scheme-error">
          {failure}
        </p>
      )}
    </div>
  )
}
