import { messageOf } from '../api'
import { isNoAccess, NoAccess, noAccessLabels } from '@hr-portal/ui'
import { useLanguage, useT } from '@hr-portal/kit'

/**
 * A failed load with its message (the gateway's, in the user's language) and a retry; a load refused for permission
 * shows the no-access state instead.
 */
export function LoadProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT()
  const language = useLanguage()
  if (!error) return null
  if (isNoAccess(error)) return <NoAccess labels={noAccessLabels[language]} />
  return (
    <p role="alert" className="form-error">
      {messageOf(error)}{' '}
      <button type="button" onClick={retry}>
        {t('common.retry')}
      </button>
    </p>
  )
}
