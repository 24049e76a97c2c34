import { messageOf } from '../api'
import { useT } from '../use-t'

/** A failed load with its message (the gateway's, in the user's language) and a retry. */
export function LoadProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT()
  if (!error) return null
  return <p role="alert" className="form-error">{messageOf(error)} <button type="button" onClick={retry}>{t('common.retry')}</button></p>
}
