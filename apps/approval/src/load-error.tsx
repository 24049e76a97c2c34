import { LoadError as KitLoadError } from '@hr-portal/ui'
import { useLanguage, useT } from './use-t'

/** The UI kit's failed-load state (no access, or the error with a retry) in this app's language. */
export function LoadError(props: { error: unknown; retry?: () => void; className?: string }) {
  const t = useT()
  return <KitLoadError {...props} language={useLanguage()} retryLabel={t('common.retry')} />
}
