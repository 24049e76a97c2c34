import { isNoAccess, NoAccess, noAccessLabels } from '@hr-portal/ui'
import { useLanguage, useT } from './use-t'

/**
 * A load that failed, said once to screen readers with a way to try again; a load refused for permission shows the
 * UI kit's no-access state instead (trying again would not help); nothing without an error.
 */
export function LoadError({ error, retry, className }: { error: unknown; retry?: () => void; className?: string }) {
  const t = useT()
  const language = useLanguage()
  if (!error) return null
  if (isNoAccess(error)) return <NoAccess labels={noAccessLabels[language]} />
  const message = error instanceof Error ? error.message : String(error)
  return <p role="alert" className={className}>{message} {retry && <button type="button" onClick={retry}>{t('common.retry')}</button>}</p>
}
