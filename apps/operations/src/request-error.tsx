import { useT } from './use-t'

/** A failed request, said once to screen readers, with a way to try again; nothing otherwise. */
export function RequestError({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useT()
  if (!error) return null
  const msg = (error as Error).message || 'error'
  return <p role="alert" className="ops-error">{t('common.error', { msg })} {retry && <button type="button" onClick={retry}>{t('common.retry')}</button>}</p>
}
