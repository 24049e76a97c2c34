import type { ReactNode } from 'react'
import { messageOf, useLanguage, useT } from '@hr-portal/kit'
import { isNoAccess, NoAccess, noAccessLabels } from '@hr-portal/ui'

/** A page's head (its title and actions) and body. */
export function Page({
  title,
  actions,
  children,
  busy,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
  busy?: boolean
}) {
  return (
    <div>
      <header className="page-head">
        <h1>{title}</h1>
        {actions && <div className="buttons">{actions}</div>}
      </header>
      <main className="page-body" aria-busy={busy}>
        {children}
      </main>
    </div>
  )
}

/** A load that failed, with a retry (or the no-access state if it was refused for permission), or the loading line. */
export function LoadState({ error, loading, retry }: { error: unknown; loading: boolean; retry: () => void }) {
  const t = useT()
  const language = useLanguage()
  if (isNoAccess(error)) return <NoAccess labels={noAccessLabels[language]} />
  if (error)
    return (
      <p role="alert" className="form-error">
        {messageOf(error)}{' '}
        <button type="button" onClick={retry}>
          {t('common.retry')}
        </button>
      </p>
    )
  if (loading) return <p role="status">{t('common.loading')}</p>
  return null
}

/** A status word of an opening, an offer or a stage. */
export function StatusTag({ kind, status }: { kind: 'job' | 'offer' | 'stage'; status: string }) {
  const t = useT()
  return (
    <span className="tag" data-status={status}>
      {t(`${kind}Status.${status}`)}
    </span>
  )
}
