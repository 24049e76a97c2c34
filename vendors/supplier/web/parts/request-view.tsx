import type { ReactNode } from 'react'
import { describeFailure } from '../api/describe'
import type { Translate } from '../i18n/i18n'

/** Loading, a failure with a retry button, or the content once there is data. */
export function RequestView({
  loading,
  error,
  hasData,
  retry,
  t,
  children,
}: {
  loading: boolean
  error: unknown
  hasData: boolean
  retry(): void
  t: Translate
  children: ReactNode
}) {
  if (error) {
    return (
      <div className="failure" role="alert">
        <p>{describeFailure(error, t)}</p>
        <button type="button" className="button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    )
  }
  if (loading && !hasData)
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    )
  return <>{children}</>
}
