import { useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { LoadError, router, useT } from '@hr-portal/kit'

/** One shift swap (intent shiftSwap.view, opened from the approval centre): who swaps which day, why, and where it stands. */
export function SwapPage({ id }: { id: string }) {
  const t = useT()
  const swap = useRequest(() => api.swap(id), [id])
  const s = swap.data
  return (
    <div className="page">
      <header className="page-head">
        <h1>{t('swaps.detailTitle')}</h1>
        <button type="button" onClick={() => router.navigate('/swaps')}>
          {t('swaps.back')}
        </button>
      </header>
      <div className="page-body">
        <LoadError error={swap.error} retry={swap.retry} />
        {s && (
          <dl className="fields">
            <dt>{t('swaps.who')}</dt>
            <dd>{t('swaps.line', { name: s.name, day: s.day, otherName: s.otherName, otherDay: s.otherDay })}</dd>
            <dt>{t('swaps.reason')}</dt>
            <dd>{s.reason}</dd>
            <dt>{t('swaps.state')}</dt>
            <dd>
              <span className="status-tag" data-status={s.status}>
                {t(`status.${s.status}`)}
              </span>
            </dd>
          </dl>
        )}
      </div>
    </div>
  )
}
