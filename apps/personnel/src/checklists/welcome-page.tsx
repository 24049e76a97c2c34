import { useId } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { checklistApi } from './checklist-api'
import { TaskList } from './task-card'
import './checklists.css'

/**
 * /welcome, open to all staff: a new hire's own onboarding checklist (their uploads and forms done here, the others'
 * tasks shown with who does them), and the onboarding tasks the caller does for new hires; /welcome/<task id> (where
 * an owner's notice leads) shows that task focused.
 */
export function WelcomePage({ focus }: { focus?: string }) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const mine = useRequest(() => checklistApi.welcome(), [language])
  const owned = useRequest(() => checklistApi.myTasks(), [language])
  const refresh = () => {
    mine.retry()
    owned.retry()
  }
  const own = mine.data?.tasks ?? []
  const forOthers = (owned.data?.tasks ?? []).filter((task) => !own.some((o) => o.id === task.id))
  const done = own.filter((task) => task.doneAt !== null).length
  return (
    <div className="pers-page chk-page" data-testid="welcome-page">
      <header className="page-head">
        <h1>{mine.data ? t('checklist.welcome', { name: mine.data.name }) : t('checklist.welcomeTitle')}</h1>
      </header>
      <main className="pers-body pers-sections">
        <RequestError className="pers-error" error={mine.error ?? owned.error} retry={refresh} />
        {mine.data && own.length > 0 && (
          <section className="pers-section" aria-labelledby={`${id}-own`}>
            <h2 id={`${id}-own`}>{t('checklist.yourChecklist')}</h2>
            <p className="pers-hint">
              {mine.data.entryDate && `${t('checklist.entry', { date: mine.data.entryDate })} · `}
              {t('checklist.progress', { done, total: own.length })}
            </p>
            <progress
              className="chk-progress"
              max={own.length}
              value={done}
              aria-label={t('checklist.yourChecklist')}
            />
            <TaskList tasks={own} showHire={false} empty="" focus={focus} onDone={refresh} />
          </section>
        )}
        {owned.data && (
          <section className="pers-section" aria-labelledby={`${id}-others`}>
            <h2 id={`${id}-others`}>{t('checklist.forHires')}</h2>
            <TaskList tasks={forOthers} showHire empty={t('checklist.noneForHires')} focus={focus} onDone={refresh} />
          </section>
        )}
      </main>
    </div>
  )
}
