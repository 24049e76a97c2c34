import { useT } from '@hr-portal/kit'
import type { LeavingCase } from './leaving-api'

const day = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10))

/** A case's offboarding steps as a checklist: each done (with its date) or still open. */
export function CaseSteps({ item }: { item: LeavingCase }) {
  const t = useT()
  const steps = [
    {
      key: 'handover',
      done: item.handoverConfirmedAt,
      text: item.handoverName ? t('leaving.handoverTo', { name: item.handoverName }) : t('leaving.handoverNone'),
    },
    { key: 'equipment', done: item.equipmentReturnedAt, text: t('leaving.equipment') },
    { key: 'interview', done: item.interviewAt, text: t('leaving.interview') },
    { key: 'account', done: item.accountClosedAt, text: t('leaving.accountClosure', { date: item.lastDay }) },
  ]
  return (
    <ul className="pers-leaving-steps" aria-label={t('leaving.steps')}>
      {steps.map((step) => (
        <li key={step.key} data-done={step.done !== null}>
          <span aria-hidden="true">{step.done !== null ? '✓' : '○'}</span>
          <span>{step.text}</span>
          <span className="pers-hint">
            {step.done !== null ? t('leaving.doneOn', { date: day(step.done) }) : t('leaving.open')}
          </span>
        </li>
      ))}
    </ul>
  )
}
