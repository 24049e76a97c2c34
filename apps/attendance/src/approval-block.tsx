import type { FlowDetail } from './leave-api'
import { StatusTag } from './status-tag'
import { useLanguage, useT } from '@hr-portal/kit'

/** §2 approval block: the steps (the current one marked), who may act now, and the history with comments. */
export function ApprovalBlock({ flow }: { flow: FlowDetail }) {
  const t = useT()
  const language = useLanguage()
  const flowStatus = flow.status === 'running' ? 'pending' : flow.status
  return (
    <section className="approval-block" aria-labelledby="approval-title" data-testid="approval-block">
      <h2 id="approval-title">{t('approval.title')} <StatusTag status={flowStatus} /></h2>
      <ol className="approval-steps">
        {flow.steps.map((step) => (
          <li key={step.index} aria-current={step.index === flow.currentStep && flow.status === 'running' ? 'step' : undefined}>
            {language === 'en' ? step.nameEn : step.nameZh}
          </li>
        ))}
      </ol>
      {flow.candidates.length > 0 && <p>{t('approval.candidates')}: {flow.candidates.map((c) => c.name).join(', ')}</p>}
      <ul className="approval-history">
        {flow.history.map((entry) => (
          <li key={entry.seq}>
            <time dateTime={new Date(entry.createdAt).toISOString()}>{new Date(entry.createdAt).toLocaleString(language)}</time>{' '}
            <strong>{entry.onBehalfOf ? t('approval.onBehalf', { actor: entry.actorName, approver: entry.onBehalfOf.name }) : entry.actorName}</strong> {t(`events.${entry.event}`)}{entry.comment ? `: ${entry.comment}` : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
