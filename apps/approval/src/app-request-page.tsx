import { useCallback, useEffect, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { isNoAccess, NoAccess, noAccessLabels } from '@hr-portal/ui'
import { appNameOf, formatAmount } from './app-request-data'
import { appRequestApi } from './app-request-api'
import { AppRequestMoves } from './app-request-moves'
import { ApprovalFlow } from './approval-flow'
import { problemText } from './request-problem'
import { app, inDialog, router, useLanguage, useT } from '@hr-portal/kit'

/**
 * A request a vendor app started for its user (`/center/app-requests/:id`, intent `appRequest.view`): what the app
 * sent (its name, the requester, title, summary, amount, its reference, when), the approval's steps and history, and
 * the moves the viewer may make. The approval centre shows it in the shell's dialog.
 */
export function AppRequestPage({ id }: { id: string }) {
  const t = useT()
  const language = useLanguage()
  const [version, setVersion] = useState(0)
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useEffect(() => {
    const stops = [
      app.events.on('approval.changed', reload),
      app.messages.onNew((message) => {
        if (message.sourceApp === 'approval') reload()
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }, [reload])
  const request = useRequest(() => appRequestApi.detail(id), [id, version])
  const flow = useRequest(() => appRequestApi.flow(id), [id, version])
  const data = request.data
  const amount = data?.amount == null ? null : formatAmount(data.amount, language)
  const problem = request.error ?? flow.error

  return (
    <div className="request-page">
      <header className="page-head">
        <h1>{t('appRequest.title')}</h1>
        {!inDialog() && (
          <button type="button" onClick={() => router.navigate('/center')}>
            {t('appRequest.back')}
          </button>
        )}
      </header>
      <section className="request-body" aria-busy={request.loading || flow.loading}>
        {problem && isNoAccess(problem) ? <NoAccess labels={noAccessLabels[language]} /> : null}
        {problem && !isNoAccess(problem) ? (
          <p role="alert" className="form-error">
            {problemText(problem, t)}{' '}
            <button
              type="button"
              onClick={() => {
                request.retry()
                flow.retry()
              }}
            >
              {t('common.retry')}
            </button>
          </p>
        ) : null}
        {request.loading && !data && <p role="status">{t('appRequest.loading')}</p>}
        <div className="app-request-columns">
          {data && (
            <dl className="request-fields" data-testid="app-request">
              <dt>{t('appRequest.app')}</dt>
              <dd>{appNameOf(data, language) ?? t('appRequest.appGone')}</dd>
              <dt>{t('appRequest.applicant')}</dt>
              <dd>{data.applicantName}</dd>
              <dt>{t('appRequest.subject')}</dt>
              <dd>{data.title}</dd>
              <dt>{t('appRequest.summary')}</dt>
              <dd className="request-summary">{data.summary || t('appRequest.noSummary')}</dd>
              {amount !== null && (
                <>
                  <dt>{t('appRequest.amount')}</dt>
                  <dd className="request-amount">{amount}</dd>
                </>
              )}
              <dt>{t('appRequest.reference')}</dt>
              <dd>{data.reference}</dd>
              <dt>{t('appRequest.submitted')}</dt>
              <dd>
                <time dateTime={new Date(data.submittedAt).toISOString()}>
                  {new Date(data.submittedAt).toLocaleString(language)}
                </time>
              </dd>
            </dl>
          )}
          <div className="app-request-decision">
            {flow.data && <ApprovalFlow flow={flow.data} />}
            <div className="app-request-notice">
              <p role="status" aria-live="polite" className="form-done">
                {notice?.kind === 'status' ? notice.text : ''}
              </p>
              <p role="alert" className="form-error">
                {notice?.kind === 'alert' ? notice.text : ''}
              </p>
            </div>
            <AppRequestMoves
              bizId={id}
              flow={flow.data}
              onMoved={(status) => {
                setNotice({ kind: 'status', text: t('appRequest.moved', { status: t(`status.${status}`) }) })
                reload()
              }}
              onFailed={(text) => {
                setNotice({ kind: 'alert', text })
                reload()
              }}
            />
          </div>
        </div>
      </section>
    </div>
  )
}
