import { isFinalAnswer, isNoAccess, LoadError as UiLoadError } from '@hr-portal/ui'
import { failureText } from './labels'
import { useLanguage, useT } from './use-t'

/**
 * Whether a load was refused with the gateway's own answer about the person (e.g. "your account has no staff
 * record"): asking again gets the same answer.
 */
export const isRefusal = (error: unknown): boolean => Boolean(error) && isFinalAnswer(error) && !isNoAccess(error)

export interface LoadErrorProps {
  error: unknown
  retry?: () => void
  className?: string
  /** A refusal is the page's plain text (`page-note`), not a form's red error with a retry: nothing went wrong that the person could correct. */
  refusalAsNote?: boolean
}

/** The UI kit's failed-load state (no access, or the error with a retry labelled by the app's `common.retry`) in the shell's language. */
export function LoadError({ refusalAsNote, ...props }: LoadErrorProps) {
  const t = useT()
  const language = useLanguage()
  if (refusalAsNote && isRefusal(props.error)) {
    return (
      <p role="status" className="page-note" data-testid="load-refusal">
        {props.error instanceof Error ? props.error.message : String(props.error)}
      </p>
    )
  }
  const error =
    props.error instanceof Error && failureText(props.error, language) !== props.error.message
      ? new Error(failureText(props.error, language))
      : props.error
  return <UiLoadError {...props} error={error} language={language} retryLabel={t('common.retry')} />
}
