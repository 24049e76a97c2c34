import { useEnv } from '@hr-portal/bridge/react'
import type { Evaluations as EvaluationSummary } from '../api/types'
import type { Translate } from '../i18n/i18n'
import { formatTime } from '../parts/format'
import { EvaluationForm } from './evaluation-form'

const SCORES = ['quality', 'delivery', 'service'] as const

/** Mean scores, the user's own evaluation form, and the evaluations so far. */
export function Evaluations({
  supplierId,
  evaluations,
  changed,
  t,
}: {
  supplierId: number
  evaluations: EvaluationSummary
  changed(): void
  t: Translate
}) {
  const { language } = useEnv()
  const mine = evaluations.list.find((e) => e.mine)
  return (
    <>
      {evaluations.count === 0 ? (
        <p className="muted">{t('eval.none')}</p>
      ) : (
        <dl className="facts averages" aria-label={t('eval.summary', { count: evaluations.count })}>
          {SCORES.map((key) => (
            <div key={key}>
              <dt>{t(`eval.${key}`)}</dt>
              <dd>{t('eval.average', { score: evaluations[key]?.toFixed(1) ?? '–' })}</dd>
            </div>
          ))}
        </dl>
      )}
      <EvaluationForm key={mine?.evaluatedAt ?? 0} supplierId={supplierId} mine={mine} saved={changed} t={t} />
      {evaluations.count > 0 && (
        <>
          <h3>
            {t('eval.list')} <span className="muted">({t('eval.summary', { count: evaluations.count })})</span>
          </h3>
          <ul className="evaluation-list">
            {evaluations.list.map((e, index) => (
              <li key={index}>
                <span>
                  {t('eval.quality')} {e.quality} · {t('eval.delivery')} {e.delivery} · {t('eval.service')} {e.service}
                </span>
                {e.mine && <span className="badge badge-qualified">{t('eval.yours')}</span>}
                <span className="muted"> {formatTime(e.evaluatedAt, language)}</span>
                {e.comment && <p>{e.comment}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
