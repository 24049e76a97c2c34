import type { Attempt } from '../api'
import { useT } from '@hr-portal/kit'

/** A handed-in sitting: waiting for marking, or the mark and whether it passed. */
export function ResultLine({ attempt }: { attempt: Attempt }) {
  const t = useT()
  if (attempt.state === 'marking') return <p data-testid="result">{t('myExams.waiting')}</p>
  return (
    <p data-testid="result">
      <strong>{t('common.score', { score: attempt.score ?? 0, total: attempt.total })}</strong> ·{' '}
      {attempt.passed ? t('attempt.passed') : t('attempt.failed')}
      {attempt.autoSubmitted && ` · ${t('myExams.autoSubmitted')}`}
    </p>
  )
}
