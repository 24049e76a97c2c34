import { isFinalAnswer, isNoAccess } from './is-no-access'
import { noAccessLabels } from './labels'
import { NoAccess } from './no-access'

export interface LoadErrorProps {
  error: unknown
  /** The page's language, for the no-access texts. */
  language: 'zh-CN' | 'en'
  /** The retry button's text in the page's language. */
  retryLabel: string
  retry?: () => void
  className?: string
}

/**
 * A load that failed, said once to screen readers, with a way to try again unless the gateway's answer was final; a
 * load refused for permission shows the no-access state instead; nothing without an error.
 */
export function LoadError({ error, language, retryLabel, retry, className }: LoadErrorProps) {
  if (!error) return null
  if (isNoAccess(error)) return <NoAccess labels={noAccessLabels[language]} />
  const message = error instanceof Error ? error.message : String(error)
  return (
    <p role="alert" className={className}>
      {message}{' '}
      {retry && !isFinalAnswer(error) && (
        <button type="button" onClick={retry}>
          {retryLabel}
        </button>
      )}
    </p>
  )
}
