import type { SupplierStatus } from '../../shared/names'
import type { SupplierDocument } from '../api/types'
import type { Translate } from '../i18n/i18n'

export function StatusBadge({ status, t }: { status: SupplierStatus; t: Translate }) {
  return (
    <span className={`badge badge-${status}`} data-testid="supplier-status">
      {t(`status.${status}`)}
    </span>
  )
}

export function StateBadge({ state, t }: { state: SupplierDocument['state']; t: Translate }) {
  return <span className={`badge badge-${state}`}>{t(`state.${state}`)}</span>
}

export function DemoBadge({ t }: { t: Translate }) {
  return (
    <span className="badge badge-demo" title={t('demo.hint')}>
      {t('demo')}
    </span>
  )
}
