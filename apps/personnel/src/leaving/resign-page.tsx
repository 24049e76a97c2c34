import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'
import { CaseSteps } from './case-steps'
import { InterviewForm } from './interview-form'
import { leavingApi } from './leaving-api'

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/**
 * The employee's own leaving (`/resign`, open to staff, phone-sized): asking to resign with the last day and the
 * reason (their line manager decides it in the approval centre); their cases with the steps and the exit interview;
 * the handovers colleagues named them for, with the button that confirms one.
 */
export function ResignPage() {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const mine = useRequest(() => leavingApi.mine(), [language])
  const [lastDay, setLastDay] = useState(inAMonth())
  const [reason, setReason] = useState('')
  const action = useAction(() => mine.retry())
  const open = mine.data?.cases.some((c) => c.status === 'pending' || c.status === 'approved')
  return (
    <div className="pers-page pers-leaving" data-testid="resign-page">
      <header className="page-head">
        <h1>{t('leaving.resignTitle')}</h1>
      </header>
      <main className="pers-body" aria-busy={mine.loading}>
        <RequestError className="pers-error" error={mine.error} retry={mine.retry} />
        {mine.data && !open && (
          <section className="pers-section" aria-labelledby={`${id}-ask`}>
            <h2 id={`${id}-ask`}>{t('leaving.ask')}</h2>
            <form
              className="pers-leaving-form"
              onSubmit={(event) => {
                event.preventDefault()
                void action.run(() => leavingApi.resign(lastDay, reason.trim()), t('leaving.asked'))
              }}
            >
              <label htmlFor={`${id}-day`}>{t('leaving.lastDay')}</label>
              <DateField
                id={`${id}-day`}
                kind="date"
                className="hr-input"
                required
                value={lastDay}
                onValueChange={setLastDay}
              />
              <label htmlFor={`${id}-reason`}>{t('leaving.reason')}</label>
              <textarea
                id={`${id}-reason`}
                className="hr-input"
                rows={3}
                required
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
                {t('leaving.send')}
              </button>
            </form>
          </section>
        )}
        {action.status}
        {mine.data?.cases.map((item) => (
          <section key={item.id} className="pers-section" aria-label={t(`leaving.kinds.${item.kind}`)}>
            <h2>
              {t(`leaving.kinds.${item.kind}`)} · {t(`leaving.statuses.${item.status}`)}
            </h2>
            <p>{t('leaving.lastDayIs', { date: item.lastDay })}</p>
            {(item.status === 'approved' || item.status === 'closed') && (
              <>
                <CaseSteps item={item} />
                <InterviewForm item={item} onSaved={() => mine.retry()} />
              </>
            )}
          </section>
        ))}
        {mine.data && mine.data.handovers.length > 0 && (
          <section className="pers-section" aria-labelledby={`${id}-handovers`} data-testid="my-handovers">
            <h2 id={`${id}-handovers`}>{t('leaving.handovers')}</h2>
            <ul className="pers-self-list">
              {mine.data.handovers.map((item) => (
                <li key={item.id}>
                  <span className="pers-self-what">{item.employeeName}</span>
                  <span>{t('leaving.lastDayIs', { date: item.lastDay })}</span>
                  {item.handoverConfirmedAt === null ? (
                    <button
                      type="button"
                      className="hr-button"
                      data-variant="primary"
                      disabled={action.busy}
                      onClick={() =>
                        void action.run(
                          () => leavingApi.step(item.id, 'confirmHandover'),
                          t('leaving.handoverConfirmed'),
                        )
                      }
                    >
                      {t('leaving.confirmHandover', { name: item.employeeName })}
                    </button>
                  ) : (
                    <span className="pers-self-status">{t('leaving.handoverDone')}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </div>
  )
}
