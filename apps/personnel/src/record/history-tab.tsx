import { useEffect, useId, useState } from 'react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { type HistoryItem, movesApi } from '../moves/moves-api'

const when = (at: number, language: string) =>
  new Date(at).toLocaleString(language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * The record's history (变更记录 / History): every change of a field, newest first, with who made it, when and why;
 * a field the reader may not see says so instead of its values. Fifty at a time, 'Load more' for the rest.
 */
export function HistoryTab({ employeeId }: { employeeId: number }) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const [items, setItems] = useState<HistoryItem[]>([])
  const [more, setMore] = useState(false)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)
  async function load(offset: number) {
    setLoading(true)
    setError(null)
    try {
      const page = await movesApi.history(employeeId, offset)
      setItems((before) => (offset === 0 ? page.items : [...before, ...page.items]))
      setMore(page.more)
    } catch (failure) {
      setError(failure)
    } finally {
      setLoading(false)
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for another person or language only
  useEffect(() => {
    void load(0)
  }, [employeeId, language])
  const value = (text: string | null) => (text ? text : t('common.none'))
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} aria-busy={loading} data-testid="record-history">
      <h2 id={`${id}-title`}>{t('history.title')}</h2>
      <RequestError className="pers-error" error={error} retry={() => void load(0)} />
      {!loading && !error && items.length === 0 && <p className="pers-hint">{t('history.empty')}</p>}
      <ol className="pers-history">
        {items.map((item) => (
          <li key={item.id} data-testid="history-item">
            <p className="pers-history-what">
              <strong>{item.label}</strong>{' '}
              {item.hidden ? (
                <span className="pers-hint">{t('history.hidden')}</span>
              ) : (
                <span>
                  {value(item.before)} <span aria-hidden="true">→</span>
                  <span className="pers-visually-hidden">{t('history.to')}</span> {value(item.after)}
                </span>
              )}
            </p>
            <p className="pers-history-meta">
              <time dateTime={new Date(item.at).toISOString()}>{when(item.at, language)}</time> ·{' '}
              {item.actorName || t('history.system')} · {item.causeLabel}
            </p>
          </li>
        ))}
      </ol>
      {loading && <p role="status">{t('common.loading')}</p>}
      {more && !loading && (
        <button type="button" className="hr-button" onClick={() => void load(items.length)}>
          {t('history.more')}
        </button>
      )}
    </section>
  )
}
