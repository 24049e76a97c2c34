import type { AuditEntry } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'

/** What a trail entry's detail says, in short: an input change by its item's name in the reader's language. */
function detailOf(
  entry: AuditEntry,
  t: (key: string, vars?: Record<string, unknown>) => string,
  language: string,
): string {
  const d = entry.detail
  if (entry.action === 'inputs' && d.after)
    return Object.entries(d.after as Record<string, string>)
      .map(([code, value]) => {
        const name = entry.itemNames[code]
        return `${name ? (language === 'en' ? name.en : name.zh) : t('audit.item')} ${value}`
      })
      .join(', ')
  if (entry.action === 'calculate' || entry.action === 'create')
    return t('audit.people', { n: Number(d.headcount ?? 0) })
  if (entry.action === 'import')
    return t('audit.imported', { imported: Number(d.imported ?? 0), rejected: Number(d.rejected ?? 0) })
  if (entry.action === 'recalculate') return t('audit.net', { net: String(d.net ?? '') })
  if (entry.action === 'threshold') return `${String(d.before)}% → ${String(d.after)}%`
  return ''
}

/** The run's trail: who changed what, when and why, newest first. */
export function RunAudit({ entries }: { entries: AuditEntry[] }) {
  const t = useT()
  const language = useLanguage()
  return (
    <section className="panel" aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      <ol className="audit" data-testid="run-audit">
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={new Date(entry.at).toISOString()}>{new Date(entry.at).toLocaleString(language)}</time>{' '}
            <strong>{entry.userName}</strong> {t(`audit.${entry.action}`)}
            {entry.employeeName !== null && ` · ${entry.employeeName}`}
            {detailOf(entry, t, language) && ` · ${detailOf(entry, t, language)}`}
            {entry.reason && (
              <>
                {' '}
                · {t('audit.reason')}: {entry.reason}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
