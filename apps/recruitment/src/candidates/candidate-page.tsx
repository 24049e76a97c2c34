import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { useState } from 'react'
import { api } from '../api'
import { app, messageOf, router, useLanguage, useT } from '@hr-portal/kit'
import { saveFile } from '../save-file'
import { LoadState, Page, StatusTag } from '../page-parts'
import { timeInZone } from '../zone-time'
import { InterviewList } from './interview-list'
import { OfferPanel } from './offer-panel'
import { ScheduleForm } from './schedule-form'

/** A candidate (8402): details, duplicates, the résumé, the stage history, interviews with scorecards, offers and hiring. */
export function CandidatePage({ id }: { id: number }) {
  const t = useT()
  const language = useLanguage()
  const detail = useRequest(() => api.candidate(id), [id])
  const canSchedule = usePermission('840202') === true
  const canHire = usePermission('840204') === true
  const [problem, setProblem] = useState('')
  const c = detail.data?.candidate

  const download = () =>
    saveFile('/recruit/web/candidate/resume', { id }, detail.data?.resumeName || `resume-${id}.pdf`).catch((cause) =>
      setProblem(messageOf(cause)),
    )
  const hire = () =>
    app.shell.intent.open('staff.onboard', { candidate: id }).catch((cause) => setProblem(messageOf(cause)))
  const approved = detail.data?.offers.some((o) => o.status === 'approved') ?? false

  return (
    <Page
      title={c ? c.name : t('candidate.title')}
      busy={detail.loading}
      actions={
        <button type="button" onClick={() => router.navigate('/candidates')}>
          {t('candidate.back')}
        </button>
      }
    >
      <LoadState error={detail.error} loading={detail.loading && !detail.data} retry={detail.retry} />
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {c && detail.data && (
        <>
          <section className="panel" aria-labelledby="who-title">
            <h2 id="who-title">
              {t('candidate.details')} <StatusTag kind="stage" status={c.stage} />
            </h2>
            <dl className="fields">
              <dt>{t('candidate.job')}</dt>
              <dd>{c.jobTitle}</dd>
              <dt>{t('candidate.channel')}</dt>
              <dd>{c.channelName}</dd>
              <dt>{t('candidate.phone')}</dt>
              <dd>{c.phone}</dd>
              <dt>{t('candidate.email')}</dt>
              <dd>{c.email}</dd>
            </dl>
            {c.duplicates.length > 0 && (
              <div role="note" className="warn" data-testid="duplicates">
                <p>{t('candidate.duplicates')}</p>
                <ul>
                  {c.duplicates.map((d) => (
                    <li key={d.id}>
                      <a
                        href={`#/candidates/${d.id}`}
                        onClick={(e) => {
                          e.preventDefault()
                          router.navigate(`/candidates/${d.id}`)
                        }}
                      >
                        {d.name}
                      </a>{' '}
                      · {d.jobTitle} · {d.by.map((b) => t(`candidate.${b}`)).join(', ')}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="buttons">
              {c.hasResume ? (
                <button type="button" onClick={() => void download()}>
                  {t('candidate.resume')}
                </button>
              ) : (
                <span className="hint">{t('candidate.noResume')}</span>
              )}
              {canHire && approved && c.stage === 'offer' && (
                <button type="button" className="primary" onClick={() => void hire()}>
                  {t('candidate.hire')}
                </button>
              )}
              {c.employeeId && <span className="tag">{t('candidate.hired')}</span>}
            </div>
          </section>
          <section className="panel" aria-labelledby="history-title">
            <h2 id="history-title">{t('candidate.history')}</h2>
            <ol>
              {detail.data.history.map((h, i) => (
                <li key={i}>
                  <time dateTime={new Date(h.at).toISOString()}>
                    {timeInZone(h.at, detail.data!.timeZone, language)}
                  </time>{' '}
                  · {h.from ? `${t(`stageStatus.${h.from}`)} → ` : ''}
                  {t(`stageStatus.${h.to}`)} · {h.by}
                </li>
              ))}
            </ol>
          </section>
          <InterviewList interviews={detail.data.interviews} timeZone={detail.data.timeZone} />
          {canSchedule && c.stage !== 'hired' && c.stage !== 'rejected' && (
            <ScheduleForm candidateId={id} timeZone={detail.data.timeZone} onDone={detail.retry} />
          )}
          <OfferPanel candidate={c} offers={detail.data.offers} onChange={detail.retry} />
        </>
      )}
    </Page>
  )
}
