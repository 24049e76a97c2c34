import type { Interview } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'
import { timeInZone } from '../zone-time'

/** A candidate's interviews, each with its interviewers' invitations and scorecards. */
export function InterviewList({ interviews, timeZone }: { interviews: Interview[]; timeZone: string }) {
  const t = useT()
  const language = useLanguage()
  return (
    <section className="panel" aria-labelledby="interviews-title">
      <h2 id="interviews-title">{t('interviews.title')}</h2>
      {interviews.length === 0 ? (
        <p className="empty">{t('interviews.none')}</p>
      ) : (
        <ul className="cards">
          {interviews.map((i) => (
            <li key={i.id}>
              <strong>
                <time dateTime={new Date(i.startsAt).toISOString()}>
                  {timeInZone(i.startsAt, timeZone, language, true)}
                </time>
              </strong>{' '}
              · {t('interviews.minutes', { minutes: i.minutes })} · {i.place}
              <table>
                <thead>
                  <tr>
                    <th>{t('interviews.interviewer')}</th>
                    <th>{t('interviews.invitation')}</th>
                    <th>{t('interviews.rating')}</th>
                    <th>{t('interviews.notes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {i.scorecards.map((s) => (
                    <tr key={s.userId}>
                      <td>{s.name}</td>
                      <td>{t(`invite.${s.inviteState}`)}</td>
                      <td>{s.rating ?? '—'}</td>
                      <td>{s.notes}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
