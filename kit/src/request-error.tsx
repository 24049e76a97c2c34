import { isNoAccess, NoAccess, noAccessLabels } from '@hr-portal/ui'
import { failureText } from './labels'
import { useLanguage, useT } from './use-t'

/**
 * A failed request, said once to screen readers (the app's `common.error` with `{{msg}}`), with a way to try again
 * (`common.retry`); a call refused for permission shows the no-access state instead (trying again would not help);
 * nothing otherwise.
 */
export function RequestError({ error, retry, className }: { error: unknown; retry?: () => void; className?: string }) {
  const t = useT()
  const language = useLanguage()
  if (!error) return null
  if (isNoAccess(error)) return <NoAccess labels={noAccessLabels[language]} />
  const msg = failureText(error, language) || 'error'
  return (
    <p role="alert" className={className}>
      {t('common.error', { msg })}{' '}
      {retry && (
        <button type="button" onClick={retry}>
          {t('common.retry')}
        </button>
      )}
    </p>
  )
}
