import { isNoAccess, NoAccess, noAccessLabels } from '@hr-portal/ui'
import { useLanguage, useT } from './use-t'

/**
 * A failed request, said once to screen readers, with a way to try again; a call refused for permission shows the
 * no-access state instead (trying again would not help); nothing otherwise.
 */
export function RequestError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT()
  const language = useLanguage()
  if (!error) return null
  if (isNoAccess(error)) return <NoAccess labels={noAccessLabels[language]} />
  const msg = (error as Error).message || 'error'
  return <p role="alert">{t('common.error', { msg })} <button onClick={retry}>{t('common.retry')}</button></p>
}
