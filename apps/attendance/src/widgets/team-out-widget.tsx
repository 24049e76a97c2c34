import { useRequest } from '@hr-portal/bridge/react'
import { attendanceApi, type DayStatus } from '../kaoqin-api'
import { localDay } from '../local-day'
import { LoadError, useT } from '@hr-portal/kit'

/** The day's marks that mean a person is away. */
const AWAY: DayStatus[] = ['leave', 'absent']

/** The home dashboard's who is out today in my team (line managers: function 8006), from the team's attendance. */
export function TeamOutWidget() {
  const t = useT()
  const today = localDay()
  const team = useRequest(() => attendanceApi.team(today.slice(0, 7)), [])
  const out = team.data?.employees.filter((e) => AWAY.includes(e.days[today]?.status)) ?? []
  return (
    <section className="hr-widget" tabIndex={0} aria-label={t('widgets.teamOut')} aria-busy={team.loading}>
      <LoadError refusalAsNote error={team.error} retry={team.retry} />
      {team.data &&
        (out.length ? (
          <ul className="hr-widget-list" data-testid="widget-team-out">
            {out.map((e) => (
              <li key={e.id}>
                <span>{e.name}</span>
                <span>{t(`att.status.${e.days[today].status}`)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hr-widget-empty">{t('widgets.nobodyOut', { count: team.data.employees.length })}</p>
        ))}
    </section>
  )
}
