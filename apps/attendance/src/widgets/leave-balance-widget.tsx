import { useRequest } from '@hr-portal/bridge/react'
import { leaveCalls } from '../leave-api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'

/** The home dashboard's leave balances: what is left of each leave type this year. */
export function LeaveBalanceWidget() {
  const t = useT()
  const language = useLanguage()
  const year = new Date().getFullYear()
  const balances = useRequest(() => leaveCalls.balances(year), [])
  return (
    <section
      className="hr-widget"
      tabIndex={0}
      aria-label={t('widgets.leaveBalance', { year })}
      aria-busy={balances.loading}
    >
      <LoadError refusalAsNote error={balances.error} retry={balances.retry} />
      {balances.data &&
        (balances.data.length ? (
          <ul className="hr-widget-list">
            {balances.data.map((b) => (
              <li key={b.typeCode} data-testid={`widget-balance-${b.typeCode}`}>
                <span>{language === 'en' ? b.nameEn : b.nameZh}</span>
                <strong>
                  {b.unit === 'hour' ? t('myLeave.hours', { n: b.left }) : t('widgets.days', { n: b.left })}
                </strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hr-widget-empty">{t('widgets.noBalance')}</p>
        ))}
    </section>
  )
}
