import { useCallback, useState } from 'react'
import { listText } from '@hr-portal/ui'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { salary, messageOf, type Group } from '../api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { GroupForm } from './group-form'

/** Salary groups (menu 8202; 820201 edits): who is paid together, with which items, on which day. */
export function GroupsPage() {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('820201')
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const groups = useRequest(() => salary.groups.list(), [version])
  const items = useRequest(() => salary.items.list(), [])
  const [editing, setEditing] = useState<Group | 'new' | null>(null)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const itemName = (id: number) => {
    const item = items.data?.items.find((i) => i.id === id)
    return item ? (language === 'en' ? item.nameEn : item.nameZh) : '?'
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
              await salary.groups.save(input)
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
            <li key={g.id} className="panel">
              <h2>{g.name}</h2>
              <dl className="fields">
                <dt>{t('groups.payDay')}</dt>
                <dd>{t('groups.payDayValue', { day: g.payDay })}</dd>
                <dt>{t('groups.members')}</dt>
                <dd>
                  {listText(language, [...g.organs.map((o) => o.name), ...g.people.map((p) => p.name)]) || '—'} (
                  {t('groups.headcount', { n: g.headcount })})
                </dd>
                <dt>{t('groups.items')}</dt>
                <dd>{listText(language, g.itemIds.map(itemName)) || '—'}</dd>
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
                        await salary.groups.delete({ id: g.id })
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
