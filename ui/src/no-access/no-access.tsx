import type { ReactNode } from 'react'
import type { NoAccessLabels } from './labels'

export interface NoAccessProps {
  labels: NoAccessLabels
  /** A way on, e.g. a button back to the app's first page. */
  action?: ReactNode
  testId?: string
}

/** The state of a page or list the user may not see: said once to screen readers, instead of an empty table or an error. */
export function NoAccess({ labels, action, testId = 'no-access' }: NoAccessProps) {
  return (
    <div className="hr-no-access" role="alert" data-testid={testId}>
      <p className="hr-no-access-title">
        <strong>{labels.title}</strong>
      </p>
      <p>{labels.body}</p>
      {action}
    </div>
  )
}
