import { useRequest } from '@hr-portal/bridge/react'
import { payslipApi } from '../payslip/payslip-api'
import { LoadError, useT } from '@hr-portal/kit'

/**
 * The home dashboard's latest payslip: its month and whether it was read and confirmed. The amounts stay behind the
 * password check of My payslips, which "More" opens.
 */
export function LatestPayslipWidget() {
  const t = useT()
  const list = useRequest(() => payslipApi.payslips.list(), [])
  const latest = list.data?.payslips.toSorted((a, b) => b.month.localeCompare(a.month))[0]
  return (
    <section className="hr-widget" tabIndex={0} aria-label={t('widgets.latestPayslip')} aria-busy={list.loading}>
      <LoadError error={list.error} retry={list.retry} />
      {list.data &&
        (latest ? (
          <>
            <p className="hr-widget-figure" data-testid="widget-payslip-month">
              {latest.month}
            </p>
            <p>{t(latest.confirmed ? 'widgets.confirmed' : latest.viewed ? 'widgets.viewed' : 'widgets.unread')}</p>
          </>
        ) : (
          <p className="hr-widget-empty">{t('widgets.noPayslip')}</p>
        ))}
    </section>
  )
}
