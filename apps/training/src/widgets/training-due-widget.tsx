import type { MouseEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { app, LoadError, messageOf, shell, useT } from '@hr-portal/kit'

/** The learner's page where a compulsory course is taken. */
export const MY_TRAINING = '/my-training'

/** Opens My training in its tab (a click with a modifier is the browser's: a new tab of the portal). */
function openMine(event: MouseEvent) {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return
  event.preventDefault()
  shell.tabs.open(MY_TRAINING).catch((error: unknown) => {
    shell.ui.message('error', messageOf(error)).catch(() => {})
  })
}

/** The home dashboard's training due: compulsory courses not done yet, the soonest due first, each a link to take it. */
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
                <a href={`${app.config.shellOrigin}/portal/training${MY_TRAINING}`} onClick={openMine}>
                  {titleOf(r.courseId)}
                </a>
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
