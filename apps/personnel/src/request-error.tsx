import { useT } from './use-t'

/** A failed request, said once to screen readers, with a way to try again; nothing otherwise. */
export function RequestError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT()
  if (!error) return null
  const msg = (error as Error).message || 'error'
  return <p role="alert" className="pers-error">{t('common.error', { msg })} <button type="button" className="hr-button" onClick={retry}>{t('common.retry')}</button></p>
}
