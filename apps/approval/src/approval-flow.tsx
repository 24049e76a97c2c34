import { eventKey, type Flow } from './app-request-data'
import { StatusTag } from './status-tag'
import { useLanguage, useT } from '@hr-portal/kit'

/** A request's approval as other request pages show it: the steps (the current one marked), who it waits for, the history with comments. */
export function ApprovalFlow({ flow }: { flow: Flow }) {
  const t = useT()
  const language = useLanguage()
  const stepName = (index: number) => {
    const step = flow.steps.find((s) => s.index === index)
    return step ? (language === 'en' ? step.nameEn : step.nameZh) : ''
  }
  const running = flow.status === 'running'
  return (
    <section className="approval-block" aria-labelledby="approval-title" data-testid="approval-block">
      <h2 id="approval-title">
        {t('approval.title')} <StatusTag status={flow.status} />
      </h2>
      <h3 className="hr-sr-only">{t('approval.steps')}</h3>
      <ol className="approval-steps">
        {flow.steps.map((step) => (
          <li key={step.index} aria-current={running && step.index === flow.currentStep ? 'step' : undefined}>
            {stepName(step.index)}
          </li>
        ))}
      </ol>
      {flow.candidates.length > 0 && (
        <p className="approval-candidates">
          {t('approval.candidates', {
            names: flow.candidates.map((c) => c.name).join(language === 'en' ? ', ' : '、'),
          })}
        </p>
      )}
      <h3 className="hr-sr-only">{t('approval.history')}</h3>
      <ul className="approval-history">
        {flow.history.map((entry) => (
          <li key={entry.seq}>
            <time dateTime={new Date(entry.createdAt).toISOString()}>
              {new Date(entry.createdAt).toLocaleString(language)}
            </time>{' '}
            {entry.event === 'skip' ? (
              t('approval.skipped', { step: stepName(entry.stepNo) })
            ) : (
              <>
                <strong>
                  {entry.onBehalfOf
                    ? t('approval.onBehalf', { actor: entry.actorName, approver: entry.onBehalfOf })
                    : entry.actorName}
                </strong>{' '}
                {t(eventKey(entry.event))}
                {entry.comment ? `${language === 'en' ? ': ' : '：'}${entry.comment}` : ''}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
