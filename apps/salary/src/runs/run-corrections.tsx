import { router, useT } from '@hr-portal/kit'
import type { RunDetail } from '../api'
import { money } from '../money'
import { RunKind } from './run-kind'

/** What a run is beside the monthly pay: its kind, the run it corrects or the runs correcting it, and its claw-backs. */
export function RunCorrections({ run, clawBack }: { run: RunDetail['run']; clawBack: RunDetail['clawBack'] }) {
  const t = useT()
  const links = (ids: number[]) =>
    ids.map((id) => (
      <button
        key={id}
        type="button"
        className="link"
        aria-label={t('runKinds.openCorrected', { id })}
        onClick={() => router.navigate(`/runs/${id}`)}
      >
        #{id}
      </button>
    ))
  return (
    <div className="run-corrections" data-testid="run-corrections">
      {run.kind !== 'regular' && <RunKind run={{ ...run, correctsRunId: null }} />}
      {run.correctsRunId !== null && (
        <p>
          {t('runKinds.correctsLabel')}
          {links([run.correctsRunId])}
        </p>
      )}
      {run.correctedBy.length > 0 && (
        <p role="note">
          {t('runKinds.correctedByLabel')}
          {links(run.correctedBy)}
        </p>
      )}
      {clawBack.count > 0 && (
        <p role="alert" className="form-warnings">
          {t('runKinds.clawBack', { count: clawBack.count, total: money(clawBack.total.replace('-', '')) })}
        </p>
      )}
    </div>
  )
}
