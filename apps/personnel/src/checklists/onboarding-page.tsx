import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { checklistApi } from './checklist-api'
import { TaskList } from './task-card'
import { TemplatesSection } from './templates-section'
import './checklists.css'

/** /onboarding (HR, 1105): every hire's onboarding tasks in the caller's data range, and the checklist templates. */
export function OnboardingTasksPage() {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const [openOnly, setOpenOnly] = useState(true)
  const list = useRequest(() => checklistApi.checklists(openOnly), [language, openOnly])
  return (
    <div className="pers-page chk-page" data-testid="onboarding-tasks">
      <header className="page-head">
        <h1>{t('checklist.title')}</h1>
      </header>
      <main className="pers-body pers-sections">
        <section className="pers-section" aria-labelledby={`${id}-tasks`}>
          <h2 id={`${id}-tasks`}>{t('checklist.hiresTasks')}</h2>
          <label className="chk-filter">
            <input type="checkbox" checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} />{' '}
            {t('checklist.openOnly')}
          </label>
          <RequestError className="pers-error" error={list.error} retry={list.retry} />
          {list.data && (
            <TaskList tasks={list.data.tasks} showHire empty={t('checklist.noTasks')} onDone={() => list.retry()} />
          )}
        </section>
        <TemplatesSection />
      </main>
    </div>
  )
}
