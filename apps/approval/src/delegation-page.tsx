import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { AbsenceForm } from './absence-form'
import { AbsenceList } from './absence-list'
import { delegationApi, type Absence } from './delegation-api'
import { LoadError, router, useT } from '@hr-portal/kit'

const shown = (wall: string) => wall.replace('T', ' ')

/**
 * Delegation (menu 7003, every approver): my absences, when a colleague decides what waits for me (planned, active,
 * past; add, end early, delete), and whose approvals I hold now.
 */
export function DelegationPage() {
  const t = useT()
  const [version, setVersion] = useState(0)
  // Kept as a function of the texts, so it follows a change of language.
  const [status, setStatus] = useState<(() => string) | null>(null)
  const [problem, setProblem] = useState('')
  const data = useRequest(() => delegationApi.mine(), [version])
  const reload = () => setVersion((n) => n + 1)

  async function change(run: () => Promise<unknown>, done: () => string) {
    setStatus(null)
    setProblem('')
    try {
      await run()
      setStatus(() => done)
      reload()
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    }
  }
  const end = (a: Absence) =>
    void change(
      () => delegationApi.end(a.id),
      () => t('delegation.ended', { name: a.delegateName }),
    )
  const remove = (a: Absence) =>
    void change(
      () => delegationApi.remove(a.id),
      () => t('delegation.deleted'),
    )

  return (
    <div className="delegation">
      <header className="page-head">
        <h1>{t('delegation.title')}</h1>
      </header>
      <div className="center-body" aria-busy={data.loading}>
        <p className="hint">{t('delegation.intro')}</p>
        <LoadError error={data.error} retry={data.retry} />
        <p role="status" aria-live="polite" className="form-done">
          {status?.()}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        {data.data && (
          <div className="delegation-columns">
            <section aria-labelledby="my-absences-title" className="delegation-section">
              <h2 id="my-absences-title">{t('delegation.mine')}</h2>
              <AbsenceList absences={data.data.absences} onEnd={end} onDelete={remove} />
              {data.data.mayDelegate ? (
                <AbsenceForm
                  timeZone={data.data.timeZone}
                  onSaved={(name) => {
                    setProblem('')
                    setStatus(() => () => t('delegation.saved', { name }))
                    reload()
                  }}
                />
              ) : (
                <p className="hint" data-testid="not-approver">
                  {t('delegation.notApprover')}
                </p>
              )}
            </section>
            <section aria-labelledby="to-me-title" className="delegation-section">
              <h2 id="to-me-title">{t('delegation.toMe')}</h2>
              {data.data.delegatedToMe.length === 0 && <p className="empty">{t('delegation.noneToMe')}</p>}
              {data.data.delegatedToMe.length > 0 && (
                <ul className="absence-list" data-testid="delegated-to-me">
                  {data.data.delegatedToMe.map((a) => (
                    <li key={a.id} data-state={a.state}>
                      <p className="absence-head">
                        <span className="status-tag" data-status={a.state}>
                          {t(`delegation.state.${a.state}`)}
                        </span>{' '}
                        <strong>{a.userName}</strong> ·{' '}
                        {t('delegation.span', { from: shown(a.fromWall), to: shown(a.toWall) })}
                      </p>
                      {a.note && <p>{a.note}</p>}
                      {a.state === 'active' && (
                        <p className="row-actions">
                          <span>{t('delegation.waiting', { count: a.waiting })}</span>
                          {a.waiting > 0 && (
                            <button type="button" onClick={() => router.navigate('/center')}>
                              {t('delegation.openTodo')}
                            </button>
                          )}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </div>
    </div>
  )
}
