import type { ReactNode } from 'react'
import { NoAccess } from './no-access/no-access'
import type { NoAccessLabels } from './no-access/labels'

export interface RequestStatusProps {
  /** A sentence for the failure, or null when the request did not fail. */
  error: string | null
  /** Labels of the no-access state, given when the request was refused for permission (see isNoAccess): shown instead of the error. */
  noAccess?: NoAccessLabels | null
  loading: boolean
  empty: boolean
  texts: { loading: string; empty: string; retry: string }
  onRetry: () => void
  /** Prefix of the status elements' test ids: `<prefix>-error`, `<prefix>-empty`. */
  testId: string
  children: ReactNode
}

/** The states of a loaded list: no access, an error with retry, loading, empty, or the content. */
export function RequestStatus({
  error,
  noAccess,
  loading,
  empty,
  texts,
  onRetry,
  testId,
  children,
}: RequestStatusProps) {
  if (noAccess) return <NoAccess labels={noAccess} testId={`${testId}-no-access`} />
  if (error !== null) {
    return (
      <div className="status status-error" role="alert" data-testid={`${testId}-error`}>
        <p>{error}</p>
        <button type="button" className="hr-button" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    )
  }
  if (loading)
    return (
      <p className="status" role="status">
        {texts.loading}
      </p>
    )
  if (empty)
    return (
      <p className="status" data-testid={`${testId}-empty`}>
        {texts.empty}
      </p>
    )
  return <>{children}</>
}
