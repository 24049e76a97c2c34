import { useT } from '@hr-portal/kit'
import type { Run } from '../api'

/** A run's kind (monthly, off-cycle, correction) and the name HR gave it. */
export function RunKind({ run }: { run: Pick<Run, 'kind' | 'name' | 'correctsRunId'> }) {
  const t = useT()
  return (
    <span className="run-kind">
      <span className={`tag run-kind-${run.kind}`}>{t(`runKinds.${run.kind}`)}</span>
      {run.name && <span> {run.name}</span>}
      {run.correctsRunId !== null && <span className="hint"> {t('runKinds.corrects', { id: run.correctsRunId })}</span>}
    </span>
  )
}
