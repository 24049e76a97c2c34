import { useEffect, useId, useRef, useState } from 'react'
import { useAction, useT } from '@hr-portal/kit'
import { checklistApi, type OnboardingTask } from './checklist-api'

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * One onboarding task: what, for whom (when `showHire`), who does it, when it is due (overdue marked), who did it;
 * its owner marks it done here — a plain task with a button, an upload with the file, a form with its fields. The
 * task a notice led to (`focused`) is scrolled to and takes the focus.
 */
export function TaskCard(props: { task: OnboardingTask; showHire: boolean; focused?: boolean; onDone: () => void }) {
  const { task, showHire, focused, onDone } = props
  const t = useT()
  const id = useId()
  const item = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (!focused) return
    item.current?.scrollIntoView?.({ block: 'center' })
    item.current?.focus()
  }, [focused])
  const state = task.doneAt !== null ? 'done' : task.overdue ? 'overdue' : 'open'
  return (
    <li
      ref={item}
      className="chk-task"
      data-state={state}
      data-focused={focused || undefined}
      tabIndex={focused ? -1 : undefined}
      aria-labelledby={`${id}-title`}
      data-testid="onboarding-task"
    >
      <div className="chk-task-head">
        <h3 id={`${id}-title`}>{task.title}</h3>
        <span className="chk-state">{t(`checklist.state.${state}`)}</span>
      </div>
      {task.description && <p className="chk-text">{task.description}</p>}
      <dl className="chk-meta">
        {showHire && (
          <div>
            <dt>{t('checklist.hire')}</dt>
            <dd>{t('checklist.hireOn', { name: task.employeeName, date: task.entryDate })}</dd>
          </div>
        )}
        <div>
          <dt>{t('checklist.owner')}</dt>
          <dd>{task.ownerName}</dd>
        </div>
        <div>
          <dt>{t('checklist.due')}</dt>
          <dd>{task.dueOn}</dd>
        </div>
        {task.doneAt !== null && (
          <div>
            <dt>{t('checklist.doneBy')}</dt>
            <dd>{t('checklist.doneOn', { name: task.doneByName ?? '', date: day(task.doneAt) })}</dd>
          </div>
        )}
        {Object.entries(task.answers).map(([field, value]) => (
          <div key={field}>
            <dt>{field}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {task.mine && <TaskAction task={task} onDone={onDone} />}
    </li>
  )
}

function TaskAction({ task, onDone }: { task: OnboardingTask; onDone: () => void }) {
  const t = useT()
  const id = useId()
  const action = useAction(onDone)
  const file = useRef<HTMLInputElement>(null)
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const done = t('checklist.marked', { title: task.title })
  return (
    <form
      className="chk-action"
      onSubmit={(event) => {
        event.preventDefault()
        void action.run(async () => {
          if (task.kind === 'upload') {
            const chosen = file.current?.files?.[0]
            if (!chosen) throw new Error(t('checklist.chooseFile'))
            const documentId = await checklistApi.addDocument(chosen, task.docType ?? '')
            await checklistApi.complete(task.id, { documentId })
          } else await checklistApi.complete(task.id, task.kind === 'form' ? { answers } : {})
        }, done)
      }}
    >
      {task.kind === 'upload' && (
        <>
          <label htmlFor={`${id}-file`}>{t('checklist.file', { type: task.docTypeName ?? '' })}</label>
          <input id={`${id}-file`} ref={file} type="file" accept="application/pdf,image/jpeg,image/png" />
        </>
      )}
      {task.kind === 'form' &&
        task.fields.map((field, i) => (
          <span className="chk-field" key={field}>
            <label htmlFor={`${id}-f${i}`}>{field}</label>
            <input
              id={`${id}-f${i}`}
              className="hr-input"
              required
              maxLength={500}
              value={answers[field] ?? ''}
              onChange={(e) => setAnswers({ ...answers, [field]: e.target.value })}
            />
          </span>
        ))}
      <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
        {t(
          task.kind === 'upload' ? 'checklist.upload' : task.kind === 'form' ? 'checklist.send' : 'checklist.markDone',
        )}
      </button>
      {action.status}
    </form>
  )
}

/** A list of tasks, or a line saying there is none. */
export function TaskList(props: {
  tasks: OnboardingTask[]
  showHire: boolean
  empty: string
  focus?: string
  onDone: () => void
}) {
  if (!props.tasks.length) return <p className="pers-hint">{props.empty}</p>
  return (
    <ul className="chk-tasks">
      {props.tasks.map((task) => (
        <TaskCard
          key={task.id}
          task={task}
          showHire={props.showHire}
          focused={task.id === props.focus}
          onDone={props.onDone}
        />
      ))}
    </ul>
  )
}
