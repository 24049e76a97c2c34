import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { useState } from 'react'
import { api } from '../api'
import { messageOf, useLanguage, useT } from '@hr-portal/kit'
import { LoadState, Page, StatusTag } from '../page-parts'
import { RaiseForm } from './raise-form'

/** Openings (8401): the list with their status and candidates; raising one from a position and closing one (840101). */
export function JobsPage() {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('840101') === true
  const jobs = useRequest(() => api.jobs(), [])
  const [raising, setRaising] = useState(false)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')

  async function close(id: number) {
    setProblem('')
    try {
      await api.closeJob(id)
      setStatus(t('jobs.closed'))
      jobs.retry()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  return (
    <Page
      title={t('jobs.title')}
      busy={jobs.loading}
      actions={
        canEdit && !raising ? (
          <button type="button" className="primary" onClick={() => setRaising(true)}>
            {t('jobs.raise')}
          </button>
        ) : undefined
      }
    >
      <p role="status" className="form-done">
        {status}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {raising && (
        <RaiseForm
          onDone={() => {
            setRaising(false)
            setStatus(t('jobs.raised'))
            jobs.retry()
          }}
          onCancel={() => setRaising(false)}
        />
      )}
      <LoadState error={jobs.error} loading={jobs.loading && !jobs.data} retry={jobs.retry} />
      {jobs.data &&
        (jobs.data.length === 0 ? (
          <p className="empty" data-testid="jobs-list">
            {t('jobs.none')}
          </p>
        ) : (
          <div style={{ overflowX: 'auto' }} data-testid="jobs-list">
            <table>
              <caption className="sr-only">{t('jobs.title')}</caption>
              <thead>
                <tr>
                  <th>{t('jobs.jobTitle')}</th>
                  <th>{t('jobs.position')}</th>
                  <th>{t('jobs.vacancies')}</th>
                  <th>{t('jobs.status')}</th>
                  <th>{t('jobs.candidates')}</th>
                  <th>{t('jobs.raisedAt')}</th>
                  <th>
                    <span className="sr-only">{t('common.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {jobs.data.map((job) => (
                  <tr key={job.id}>
                    <td>{job.title}</td>
                    <td>
                      {job.organName} · {job.gangweiName}
                    </td>
                    <td>{t('jobs.hiredOf', { hired: job.hired, vacancies: job.vacancies })}</td>
                    <td>
                      <StatusTag
                        kind="job"
                        status={job.status === 'closed' && job.hired >= job.vacancies ? 'filled' : job.status}
                      />
                    </td>
                    <td>{job.candidates}</td>
                    <td>{new Date(job.createdAt).toLocaleDateString(language)}</td>
                    <td>
                      {canEdit && job.status === 'open' && (
                        <button
                          type="button"
                          onClick={() => void close(job.id)}
                          aria-label={`${t('jobs.close')}: ${job.title}`}
                        >
                          {t('jobs.close')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </Page>
  )
}
