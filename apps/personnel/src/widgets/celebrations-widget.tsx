import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { dayOf } from './day-of'
import { celebrations } from './widget-api'

/** The home dashboard's birthdays and work anniversaries this month, by day. */
export function CelebrationsWidget() {
  const t = useT()
  const language = useLanguage()
  const list = useRequest(celebrations, [])
  return (
    <section className="hr-widget" tabIndex={0} aria-label={t('widgets.celebrations')} aria-busy={list.loading}>
      <RequestError className="pers-error" error={list.error} retry={list.retry} />
      {list.data &&
        (list.data.length ? (
          <ul className="hr-widget-list" data-testid="widget-celebrations">
            {list.data.slice(0, 8).map((c) => (
              <li key={`${c.kind}-${c.employeeId}`}>
                <span>{c.name}</span>
                <span>
                  {t(c.kind === 'birthday' ? 'widgets.birthday' : 'widgets.anniversary', {
                    day: dayOf(c.day, language),
                    years: c.years ?? 0,
                  })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hr-widget-empty">{t('widgets.noCelebrations')}</p>
        ))}
    </section>
  )
}
