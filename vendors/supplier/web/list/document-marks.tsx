import type { Supplier } from '../api/types'
import type { Translate } from '../i18n/i18n'

/** Counts of a supplier's documents, expiring and expired ones marked. */
export function DocumentMarks({ documents, t }: { documents: Supplier['documents']; t: Translate }) {
  const { valid, expiring, expired } = documents
  if (valid + expiring + expired === 0) return <span className="muted">{t('docs.none')}</span>
  return (
    <span className="marks">
      {valid > 0 && <span className="badge badge-valid">{t('docs.valid', { count: valid })}</span>}
      {expiring > 0 && <span className="badge badge-expiring">{t('docs.expiring', { count: expiring })}</span>}
      {expired > 0 && <span className="badge badge-expired">{t('docs.expired', { count: expired })}</span>}
    </span>
  )
}
