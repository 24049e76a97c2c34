import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useT } from '@hr-portal/kit'
import { organCounts } from './widget-api'

/** The home dashboard's headcount by department: the staff on the job in each unit under the top one. */
export function HeadcountWidget() {
  const t = useT()
  const tree = useRequest(organCounts, [])
  const top = tree.data?.[0]
  const units = (top?.children?.length ? top.children : (tree.data ?? [])).toSorted(
    (a, b) => (b.staffCount ?? 0) - (a.staffCount ?? 0),
  )
  return (
    <section className="hr-widget" tabIndex={0} aria-label={t('widgets.headcount')} aria-busy={tree.loading}>
      <RequestError className="pers-error" error={tree.error} retry={tree.retry} />
      {top && (
        <p>
          <span className="hr-widget-figure" data-testid="widget-headcount-total">
            {top.staffCount ?? 0}
          </span>{' '}
          {t('widgets.onTheJob')}
        </p>
      )}
      {tree.data &&
        (units.length ? (
          <ul className="hr-widget-list">
            {units.slice(0, 6).map((unit) => (
              <li key={unit.id}>
                <span>{unit.name}</span>
                <strong>{unit.staffCount ?? 0}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hr-widget-empty">{t('common.empty')}</p>
        ))}
    </section>
  )
}
