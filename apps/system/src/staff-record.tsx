import { useRequest } from '@hr-portal/bridge/react'
import { http, RequestError, useT } from '@hr-portal/kit'
import { TotpReset } from './totp-reset'

interface Person {
  id: number
  name: string
  jobNumber: string
  organName: string
  gangweiName: string
  zhiweiName: string
  phone: string
  email: string
  entryDate: string
  status: number
}

const FIELDS = [
  ['jobNumber', 'users.jobNumber'],
  ['organName', 'users.organ'],
  ['gangweiName', 'users.position'],
  ['zhiweiName', 'record.post'],
  ['phone', 'users.phone'],
  ['email', 'record.email'],
  ['entryDate', 'users.entryDate'],
] as const

/** One member of staff (`/users/:id`): the page the `staff.view` intent opens from any app. */
export function StaffRecordPage({ id }: { id: string }) {
  const t = useT()
  const person = useRequest(
    () => http.postForm<Person>('/ums/web/entryUser/getUserLight', { id }).then((a) => a.result!),
    [id],
  )
  return (
    <div className="staff-record">
      <header className="page-head">
        <h1>{person.data?.name ?? t('record.title')}</h1>
      </header>
      <section className="roles-section" aria-busy={person.loading}>
        <RequestError error={person.error} retry={person.retry} />
        {person.loading && !person.data && <p role="status">{t('common.loading')}</p>}
        {person.data && (
          <dl className="record-fields" data-testid="staff-record">
            <dt>{t('users.name')}</dt>
            <dd>{person.data.name}</dd>
            {FIELDS.map(([key, label]) => (
              <div key={key} className="record-field">
                <dt>{t(label)}</dt>
                <dd>{person.data![key] || '—'}</dd>
              </div>
            ))}
            <dt>{t('record.status')}</dt>
            <dd>{person.data.status === 1 ? t('users.onJob') : t('users.left')}</dd>
          </dl>
        )}
      </section>
      {person.data && <TotpReset staffId={id} name={person.data.name} />}
    </div>
  )
}
