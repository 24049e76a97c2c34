import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, type QuickList } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'
import { ChosenFields } from './chosen-fields'
import { kindLabel } from './kind-label'

const LISTS: QuickList[] = [7, 8]
/** At most this many quick filters per list (the gateway's limit). */
const MAX = 10

/**
 * §7 quick query (menu 8702): the quick filters each list page shows above its rows (the staff list, the recruitment
 * candidates), in order; 870201 adds, orders and removes them and saves the list's range (the candidates' through
 * updateZPCustFieldRage). The lists accept only these filters.
 */
export function QuickQueryPage() {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('870201') === true
  const [list, setList] = useState<QuickList>(7)
  const query = useRequest(() => api.quickQuery(list), [list, language])
  // The keys being edited, in order; null: as saved.
  const [draft, setDraft] = useState<string[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const catalogue = query.data?.catalogue ?? []
  const saved = query.data?.fields.map((field) => field.key) ?? []
  const keys = draft ?? saved
  const chosen = keys.flatMap((key) => catalogue.filter((field) => field.key === key))
  const available = catalogue.filter((field) => !keys.includes(field.key))
  const changed = draft !== null && draft.join() !== saved.join()
  const listName = t(`quickQuery.list${list}`)

  const edit = (next: string[]) => {
    setDraft(next)
    setDone('')
    setProblem('')
  }
  const move = (key: string, by: -1 | 1) => {
    const next = [...keys]
    const at = next.indexOf(key)
    ;[next[at], next[at + by]] = [next[at + by], next[at]]
    edit(next)
  }
  async function save() {
    setBusy(true)
    setProblem('')
    setDone('')
    try {
      await api.saveQuickQuery(list, keys)
      setDraft(null)
      setDone(t('quickQuery.saved', { list: listName }))
      query.retry()
    } catch (error) {
      setProblem((error as Error).message || t('common.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="md-page">
      <header className="page-head">
        <h1>{t('quickQuery.title')}</h1>
      </header>
      <main className="page-body" aria-busy={query.loading} data-testid="quick-query-page">
        <p className="hint">
          {t('quickQuery.intro')}
          {canEdit ? '' : ` ${t('quickQuery.readOnly')}`}
        </p>
        {query.error ? (
          <p role="alert" className="form-error">
            {t('quickQuery.loadFailed', { msg: (query.error as Error).message })}{' '}
            <button type="button" onClick={query.retry}>
              {t('common.retry')}
            </button>
          </p>
        ) : null}
        <p role="status" aria-live="polite" className="form-done">
          {done}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="md-layout">
          <nav aria-label={t('quickQuery.lists')} className="md-nav">
            <ul>
              {LISTS.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    aria-current={id === list ? 'true' : undefined}
                    onClick={() => {
                      setList(id)
                      setDraft(null)
                      setDone('')
                      setProblem('')
                    }}
                  >
                    {t(`quickQuery.list${id}`)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="md-stack">
            {query.loading && !query.data && <p role="status">{t('common.loading')}</p>}
            {query.data && (
              <>
                <section className="panel" aria-labelledby="quick-chosen-title">
                  <div className="md-values-head">
                    <h2 id="quick-chosen-title">{t('quickQuery.chosen', { list: listName })}</h2>
                    {canEdit && (
                      <div className="buttons">
                        {changed && <span className="hint">{t('quickQuery.unsaved')}</span>}
                        <button
                          type="button"
                          className="primary"
                          disabled={!changed || busy}
                          onClick={() => void save()}
                        >
                          {t('common.save')}
                        </button>
                      </div>
                    )}
                  </div>
                  <ChosenFields
                    caption={t('quickQuery.chosen', { list: listName })}
                    fields={chosen}
                    canEdit={canEdit}
                    onMove={move}
                    onRemove={(key) => edit(keys.filter((k) => k !== key))}
                  />
                </section>
                <section className="panel" aria-labelledby="quick-available-title">
                  <h2 id="quick-available-title">{t('quickQuery.available')}</h2>
                  {canEdit && keys.length >= MAX && <p className="hint">{t('quickQuery.max', { max: MAX })}</p>}
                  {available.length ? (
                    <ul className="md-available" data-testid="quick-available">
                      {available.map((field) => (
                        <li key={field.key}>
                          <span>
                            {field.label} <span className="hint">{kindLabel(t, field)}</span>
                          </span>
                          {canEdit && (
                            <button
                              type="button"
                              disabled={keys.length >= MAX}
                              aria-label={t('quickQuery.addOne', { name: field.label })}
                              onClick={() => edit([...keys, field.key])}
                            >
                              {t('quickQuery.add')}
                            </button>
                          )}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="empty">{t('quickQuery.allChosen')}</p>
                  )}
                </section>
              </>
            )}
          </div>
        </div>
      </main>
    </div>
  )
}
