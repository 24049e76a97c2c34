import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { ApprovalBlock } from './approval-block'
import { leaveApi } from './leave-api'
import { useLiveRefresh } from './live-refresh'
import { app, inDialog, router } from './shell'
import { StatusTag } from './status-tag'
import { useLanguage, useT } from './use-t'

/** The §4 events this page offers, in button order, with their §9 labels. */
const ACTIONS = ['resolve', 'reject', 'backRepeatResolve', 'cancel', 'repeatCommit', 'backRepeatCommit'] as const

/**
 * A leave request (`/leave/requests/:id`, intent `leave.view`): the request read-only, its approval block and the buttons the
 * caller may press (approve or reject for an approver, withdraw or resubmit for the applicant). The approval centre
 * shows this page in the shell's dialog; after an action it tells other apps (`approval.changed`) and closes.
 */
export function RequestPage({ id }: { id: string }) {
  const t = useT()
  const language = useLanguage()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const request = useRequest(() => leaveApi.detail(id), [id, version])
  const flow = useRequest(() => leaveApi.flow(id), [id, version])
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')

  async function act(event: (typeof ACTIONS)[number]) {
    const instanceId = request.data?.instanceId
    if (!instanceId) return
    setBusy(true)
    setProblem('')
    try {
      const moved = await leaveApi.event(event, instanceId, comment.trim())
      await app.events.publish('approval.changed', { instanceId, bizType: 'leave', bizId: id, status: moved.status }).catch(() => {})
      setComment('')
      if (inDialog()) await app.dialog.close({ status: moved.status })
      else reload()
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  const data = request.data
  const events = flow.data?.events.filter((e): e is (typeof ACTIONS)[number] => (ACTIONS as readonly string[]).includes(e)) ?? []
  const half = (h: string) => t(h === 'am' ? 'form.morning' : 'form.afternoon')
  return (
    <div className="request-page">
      <header className="page-head">
        <h1>{t('request.title')}</h1>
        {!inDialog() && <button onClick={() => router.navigate('/leave')}>{t('request.back')}</button>}
      </header>
      <section className="request-body" aria-busy={request.loading || flow.loading}>
        {request.error ? <p role="alert">{(request.error as Error).message} <button onClick={request.retry}>{t('common.retry')}</button></p> : null}
        {request.loading && !data && <p role="status">{t('common.loading')}</p>}
        {data && (
          <dl className="request-fields" data-testid="leave-request">
            <dt>{t('request.applicant')}</dt><dd>{data.applicantName}</dd>
            <dt>{t('table.type')}</dt><dd>{language === 'en' ? data.typeNameEn : data.typeNameZh}</dd>
            <dt>{t('table.when')}</dt><dd>{data.startDate} {half(data.startHalf)} – {data.endDate} {half(data.endHalf)}</dd>
            <dt>{t('table.days')}</dt><dd>{data.days}</dd>
            <dt>{t('form.reason')}</dt><dd>{data.reason}</dd>
            <dt>{t('table.status')}</dt><dd><StatusTag status={data.status} /></dd>
          </dl>
        )}
        {flow.data && <ApprovalBlock flow={flow.data} />}
        {events.length > 0 && (
          <div className="request-actions">
            <label>{t('request.comment')}<textarea value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} /></label>
            {problem && <p role="alert" className="form-error">{problem}</p>}
            <div className="request-buttons">
              {events.map((event) => (
                <button key={event} className={event === 'resolve' ? 'primary' : event === 'reject' ? 'danger' : ''} disabled={busy} onClick={() => void act(event)}>
                  {t(`actions.${event}`)}
                </button>
              ))}
            </div>
          </div>
        )}
      </section>
    </div>
  )
}
