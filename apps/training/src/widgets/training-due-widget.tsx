import { useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { LoadError, useT } from '@hr-portal/kit'

/** The home dashboard's training due: compulsory courses not done yet, the soonest due first. */
export function TrainingDueWidget() {
  const t = useT()
  const mine = useRequest(() => api.myTraining(), [])
  const data = mine.data
  const open =
    data?.required.filter((r) => r.state !== 'done').toSorted((a, b) => a.dueDate.localeCompare(b.dueDate)) ?? []
  const titleOf = (courseId: number) => data?.courses.find((c) => c.id === courseId)?.title ?? ''
  return (
    <section className="hr-widget" tabIndex={0} aria-label={t('widgets.trainingDue')} aria-busy={mine.loading}>
      {/* In the widget's plain text, as the other widgets say why they have nothing (e.g. no staff record). */}
      <LoadError error={mine.error} retry={mine.retry} />
      {data &&
        (open.length ? (
          <ul className="hr-widget-list">
            {open.slice(0, 4).map((r) => (
              <li key={r.assignmentId}>
                <span>{titleOf(r.courseId)}</span>
                <span>
                  {t(`state.${r.state}`)} · {r.dueDate}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hr-widget-empty">{t('mine.noRequired')}</p>
        ))}
    </section>
  )
}
