import type { ReactNode } from 'react'
import { describe } from './describe'
import { useT } from './i18n'

/** Loading, failure (with its reason and a retry) or the content. */
export function RequestView({
  loading,
  error,
  retry,
  children,
}: {
  loading: boolean
  error: unknown
  retry(): void
  children: ReactNode
}) {
  const t = useT()
  if (error) {
    return (
      <div className="status status-error" role="alert">
        <p>{describe(error, t)}</p>
        <button type="button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    )
  }
  if (loading)
    return (
      <p className="status" role="status">
        {t('loading')}
      </p>
    )
  return <>{children}</>
}
