import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, type Cycle } from '../api'
import { LoadProblem } from '../parts/problem'
import { useT } from '@hr-portal/kit'
import { CycleDetail } from './cycle-detail'
import { CycleForm } from './cycle-form'

/** Review cycles (menu 8601; 860101 edits): the cycles, a new one, and the open cycle's participants and phases. */
export function CyclesPage() {
  const t = useT()
  const canEdit = usePermission('860101') === true
  const [version, setVersion] = useState(0)
  const [openId, setOpenId] = useState<number | null>(null)
  const [editing, setEditing] = useState<Cycle | 'new' | null>(null)
  const [done, setDone] = useState('')
  const list = useRequest(() => api.cycles(), [version])
  const saved = (message: string, id?: number) => {
    setDone(message)
    setEditing(null)
    if (id) setOpenId(id)
    setVersion((n) => n + 1)
  }
  const rows = list.data?.rows ?? []

  return (
    <div className="perf-page">
      <header className="page-head">
        <h1>{t('cycles.title')}</h1>
        {canEdit && (
          <button
            type="button"
            className="primary"
            onClick={() => {
              setEditing('new')
              setDone('')
            }}
          >
            {t('cycles.new')}
          </button>
        )}
      </header>
      <div className="page-body">
        <p role="status" aria-live="polite" className="form-done" data-testid="cycles-done">
          {done}
        </p>
        <LoadProblem error={list.error} retry={() => setVersion((n) => n + 1)} />
        {editing && (
          <CycleForm editing={editing === 'new' ? null : editing} onSaved={saved} onCancel={() => setEditing(null)} />
        )}
        {list.data && rows.length === 0 && <p className="empty">{t('cycles.none')}</p>}
        {rows.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('cycles.title')}>
            <table data-testid="cycles-table">
              <thead>
                <tr>
                  <th scope="col">{t('cycle.name')}</th>
                  <th scope="col">{t('cycle.period')}</th>
                  <th scope="col">{t('cycle.phase')}</th>
                  <th scope="col" className="num">
                    {t('cycles.participants')}
                  </th>
                  <th scope="col">
                    <span className="hr-visually-hidden">{t('common.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((cycle) => (
                  <tr key={cycle.id} aria-current={cycle.id === openId ? 'true' : undefined}>
                    <th scope="row">
                      {cycle.name}
                      <span className="sub">{t(`kind.${cycle.kind}`)}</span>
                    </th>
                    <td>{cycle.period}</td>
                    <td>{t(`phase.${cycle.phase}`)}</td>
                    <td className="num">{cycle.participants}</td>
                    <td>
                      <button
                        type="button"
                        onClick={() => {
                          setOpenId(cycle.id)
                          setDone('')
                        }}
                        aria-label={t('cycles.openOf', { name: cycle.name })}
                      >
                        {t('cycles.open')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {openId && (
          <CycleDetail
            key={openId}
            cycleId={openId}
            version={version}
            canEdit={canEdit}
            onChanged={saved}
            onEdit={(cycle) => setEditing(cycle)}
          />
        )}
      </div>
    </div>
  )
}
