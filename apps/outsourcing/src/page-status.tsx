import type { RequestState } from '@hr-portal/bridge/react'
import { useT } from '@hr-portal/kit'

/** A page's loading, load failure, done and problem lines (live regions for screen readers). */
export function PageStatus({
  request,
  done,
  problem,
}: {
  request: RequestState<unknown>
  done: string
  problem: string
}) {
  const t = useT()
  return (
    <>
      {request.error ? (
        <p role="alert" className="form-error">
          {t('common.loadFailed', { msg: (request.error as Error).message })}{' '}
          <button type="button" onClick={request.retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
      {request.loading && !request.data && <p role="status">{t('common.loading')}</p>}
      <p role="status" aria-live="polite" className="form-done">
        {done}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </>
  )
}
