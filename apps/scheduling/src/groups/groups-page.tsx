import { useCallback, useState } from 'react'
import { listText } from '@hr-portal/ui'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, messageOf, type Group } from '../api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { GroupForm } from './group-form'

/** Attendance groups (menu 8103; 810301 edits): each group's calendar, pattern or roster, members and places. */
export function GroupsPage() {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('810301')
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const groups = useRequest(() => api.groups(), [version])
  const shifts = useRequest(() => api.shiftTypes(), [])
  const [editing, setEditing] = useState<Group | 'new' | null>(null)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const shiftName = (id: number) => {
    const shift = shifts.data?.find((s) => s.id === id)
    return id === 0 ? t('groups.rest') : shift ? (language === 'en' ? shift.nameEn : shift.nameZh) : '?'
  }
  return (
    <div className="page">
      <header className="page-head">
        <h1>{t('groups.title')}</h1>
        {canEdit && !editing && (
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            {t('groups.new')}
          </button>
        )}
      </header>
      <div className="page-body">
        <LoadError error={groups.error} retry={groups.retry} />
        {editing && (
          <GroupForm
            group={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              await api.saveGroup(input)
              setEditing(null)
              setStatus(t('groups.saved'))
              reload()
            }}
          />
        )}
        <p className="form-done" aria-live="polite">
          {status}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <ul className="cards" data-testid="groups">
          {(groups.data ?? []).map((g) => (
            <li key={g.id} className="panel" data-group={g.id}>
              <h2>{g.name}</h2>
              <dl className="fields">
                <dt>{t('groups.calendar')}</dt>
                <dd>{language === 'en' ? g.calendarNameEn : g.calendarNameZh}</dd>
                <dt>{t('groups.mode')}</dt>
                <dd>
                  {g.mode === 'roster'
                    ? t('groups.roster')
                    : g.week.map((id, i) => `${t(`week.short${i}`)} ${shiftName(id)}`).join(' · ')}
                </dd>
                <dt>{t('groups.members')}</dt>
                <dd>
                  {listText(language, [...g.organs.map((o) => o.name), ...g.people.map((p) => p.name)]) || '—'} (
                  {t('groups.headcount', { n: g.headcount })})
                </dd>
                <dt>{t('groups.places')}</dt>
                <dd>
                  {g.places
                    .map((p) => t('groups.placeLine', { name: p.name, lat: p.lat, lng: p.lng, radius: p.radius }))
                    .join('; ') || t('groups.noPlace')}
                </dd>
                <dt>{t('groups.offer.legend')}</dt>
                <dd>{t(g.overtimeOffer.enabled ? 'groups.offer.on' : 'groups.offer.off')}</dd>
              </dl>
              {canEdit && (
                <div className="row-actions">
                  <button
                    type="button"
                    onClick={() => setEditing(g)}
                    aria-label={t('groups.editOne', { name: g.name })}
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={t('groups.deleteOne', { name: g.name })}
                    onClick={async () => {
                      setProblem('')
                      try {
                        await api.deleteGroup(g.id)
                        setStatus(t('groups.deleted'))
                        reload()
                      } catch (cause) {
                        setProblem(messageOf(cause))
                      }
                    }}
                  >
                    {t('common.delete')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
