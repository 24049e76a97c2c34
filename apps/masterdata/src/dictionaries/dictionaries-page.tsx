import { useEffect, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, nameOf, type DictValue } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'
import { NamesDialog } from './names-dialog'
import { ValuesTable } from './values-table'

type Editing =
  | { kind: 'newDictionary' }
  | { kind: 'renameDictionary' }
  | { kind: 'newValue' }
  | { kind: 'value'; value: DictValue }
  | null

/** The tenant's dictionaries (menu 8701) and the chosen one's values; 870101 adds, renames, orders, disables and enables. */
export function DictionariesPage() {
  const t = useT()
  const en = useLanguage() === 'en'
  const canEdit = usePermission('870101') === true
  const list = useRequest(() => api.dictionaries(), [])
  const [chosen, setChosen] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const dictionaries = list.data ?? []
  const current = dictionaries.find((d) => d.code === chosen) ?? dictionaries[0]

  // After a move the row changes place: the keyboard focus follows the value's move button (or its other one at an edge).
  const [moved, setMoved] = useState<{ code: string; direction: 'up' | 'down' } | null>(null)
  useEffect(() => {
    if (!moved || !list.data) return
    const row = document.querySelector(`tr[data-code="${CSS.escape(moved.code)}"]`)
    const wanted = row?.querySelector<HTMLButtonElement>(`button[data-move="${moved.direction}"]`)
    const other = row?.querySelector<HTMLButtonElement>(
      `button[data-move="${moved.direction === 'up' ? 'down' : 'up'}"]`,
    )
    ;(wanted && !wanted.disabled ? wanted : other)?.focus()
  }, [list.data, moved])

  async function run(work: () => Promise<unknown>, message: string) {
    setBusy(true)
    setProblem('')
    setDone('')
    try {
      await work()
      setDone(message)
      list.retry()
    } catch (error) {
      setProblem((error as Error).message || t('common.failed'))
    } finally {
      setBusy(false)
    }
  }

  async function saved(work: Promise<unknown>, message: string, code?: string) {
    await work
    setEditing(null)
    setProblem('')
    setDone(message)
    if (code) setChosen(code)
    list.retry()
  }

  const close = () => setEditing(null)
  const dialog = !editing ? null : editing.kind === 'newDictionary' ? (
    <NamesDialog
      title={t('dictionaries.add')}
      onClose={close}
      onSave={(names) => saved(api.saveDictionary(names, true), t('dictionaries.added'), names.code)}
    />
  ) : !current ? null : editing.kind === 'renameDictionary' ? (
    <NamesDialog
      title={t('dictionaries.rename')}
      start={{ code: current.code, nameZh: current.nameZh, nameEn: current.nameEn }}
      onClose={close}
      onSave={(names) => saved(api.saveDictionary(names, false), t('common.saved'))}
    />
  ) : editing.kind === 'newValue' ? (
    <NamesDialog
      title={t('values.add')}
      onClose={close}
      onSave={(names) =>
        saved(api.saveValue(current.code, names, true), t('values.added', { name: nameOf(names, en) }))
      }
    />
  ) : (
    <NamesDialog
      title={t('values.edit')}
      start={editing.value}
      onClose={close}
      onSave={(names) => saved(api.saveValue(current.code, names, false), t('common.saved'))}
    />
  )

  return (
    <div className="md-page">
      <header className="page-head">
        <h1>{t('dictionaries.title')}</h1>
        {canEdit && (
          <div className="buttons">
            <button type="button" onClick={() => setEditing({ kind: 'newDictionary' })}>
              {t('dictionaries.add')}
            </button>
          </div>
        )}
      </header>
      <main className="page-body" aria-busy={list.loading} data-testid="dictionaries-page">
        {list.error ? (
          <p role="alert" className="form-error">
            {t('common.loadFailed', { msg: (list.error as Error).message })}{' '}
            <button type="button" onClick={list.retry}>
              {t('common.retry')}
            </button>
          </p>
        ) : null}
        {list.loading && !list.data && <p role="status">{t('common.loading')}</p>}
        <p role="status" aria-live="polite" className="form-done">
          {done}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        {list.data && !dictionaries.length && <p className="empty">{t('dictionaries.none')}</p>}
        {current && (
          <div className="md-layout">
            <nav aria-label={t('dictionaries.title')} className="md-nav">
              <ul>
                {dictionaries.map((d) => (
                  <li key={d.code}>
                    <button
                      type="button"
                      aria-current={d.code === current.code ? 'true' : undefined}
                      onClick={() => {
                        setChosen(d.code)
                        setDone('')
                        setProblem('')
                      }}
                    >
                      {nameOf(d, en)} <span className="hint">({d.values.length})</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <section className="panel md-values" aria-labelledby="md-current">
              <div className="md-values-head">
                <h2 id="md-current">
                  {nameOf(current, en)}{' '}
                  <span className="hint">
                    <code>{current.code}</code> · {current.system ? t('dictionaries.system') : t('dictionaries.custom')}
                  </span>
                </h2>
                {canEdit && (
                  <div className="buttons">
                    <button type="button" onClick={() => setEditing({ kind: 'renameDictionary' })}>
                      {t('dictionaries.rename')}
                    </button>
                    <button type="button" className="primary" onClick={() => setEditing({ kind: 'newValue' })}>
                      {t('values.add')}
                    </button>
                  </div>
                )}
              </div>
              <ValuesTable
                dictionary={current}
                canEdit={canEdit}
                busy={busy}
                onEdit={(value) => setEditing({ kind: 'value', value })}
                onMove={(value, direction) =>
                  void run(
                    () =>
                      api
                        .move(current.code, value.code, direction)
                        .then(() => setMoved({ code: value.code, direction })),
                    t(direction === 'up' ? 'values.movedUp' : 'values.movedDown', { name: nameOf(value, en) }),
                  )
                }
                onToggle={(value) =>
                  void run(
                    () => api.setEnabled(current.code, value.code, !value.enabled),
                    t(value.enabled ? 'values.disabledOne' : 'values.enabledOne', { name: nameOf(value, en) }),
                  )
                }
              />
            </section>
          </div>
        )}
      </main>
      {dialog}
    </div>
  )
}
