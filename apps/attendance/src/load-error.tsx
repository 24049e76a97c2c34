import { isFinalAnswer, isNoAccess, LoadError as KitLoadError } from '@hr-portal/ui'
import { useLanguage, useT } from './use-t'

/**
 * Whether a load was refused with the gateway's own answer about the person (e.g. "your account has no staff
 * record"): the page says so and shows nothing else, as asking again gets the same answer.
 */
export const isRefusal = (error: unknown): boolean => Boolean(error) && isFinalAnswer(error) && !isNoAccess(error)

/**
 * The UI kit's failed-load state (no access, or the error with a retry) in this app's language. A refusal is the
 * page's plain text, not a form's red error: nothing went wrong that the person could correct.
 */
export function LoadError(props: { error: unknown; retry?: () => void; className?: string }) {
  const t = useT()
  const language = useLanguage()
  if (isRefusal(props.error)) {
    return <p role="status" className="page-note" data-testid="load-refusal">{props.error instanceof Error ? props.error.message : String(props.error)}</p>
  }
  return <KitLoadError {...props} language={language} retryLabel={t('common.retry')} />
}
