import { useId, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, type Assignment, type Worker } from '../api'
import { PageStatus } from '../page-status'
import { useAction, useT } from '@hr-portal/kit'
import { AssignmentDialog } from './assignment-dialog'
import { WorkerDialog } from './worker-dialog'

type Editing =
  | { kind: 'worker'; worker?: Worker }
  | { kind: 'assignment'; worker: Worker; assignment?: Assignment }
  | null

/** Outsourced workers (menu 8802) of all or one provider, with their assignments; 880201 adds, edits and assigns. */
export function WorkersPage() {
  const t = useT()
  const canEdit = usePermission('880201') === true
  const filterId = useId()
  const [providerId, setProviderId] = useState(0)
  const providers = useRequest(() => api.providers(), [])
  const organs = useRequest(() => (canEdit ? api.organs() : Promise.resolve([])), [canEdit])
  const list = useRequest(() => api.workers(providerId || undefined), [providerId])
  const action = useAction(() => list.retry())
  const [editing, setEditing] = useState<Editing>(null)
  const workers = list.data ?? []

  async function save(work: Promise<unknown>, message: string) {
    await work
    setEditing(null)
    action.setProblem('')
    action.setDone(message)
    list.retry()
  }
  const until = (a: Assignment) => a.to ?? t('assignments.open')

  return (
    <div className="os-page">
      <header className="page-head">
        <h1>{t('workers.title')}</h1>
        <div className="buttons">
          <label htmlFor={filterId}>{t('workers.provider')}</label>
          <select id={filterId} value={providerId} onChange={(e) => setProviderId(Number(e.target.value))}>
            <option value={0}>{t('workers.allProviders')}</option>
            {(providers.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          {canEdit && (
            <button
              type="button"
              className="primary"
              disabled={!providers.data?.length}
              onClick={() => setEditing({ kind: 'worker' })}
            >
              {t('workers.add')}
            </button>
          )}
        </div>
      </header>
      <main className="page-body" aria-busy={list.loading} data-testid="workers-page">
        <PageStatus request={list} done={action.done} problem={action.problem} />
        {list.data && !workers.length && <p className="empty">{t('workers.none')}</p>}
        {workers.length > 0 && (
          <div className="table-scroll">
            <table data-testid="workers-table">
              <caption className="os-caption">{t('workers.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('workers.name')}</th>
                  <th scope="col">{t('workers.provider')}</th>
                  <th scope="col">{t('workers.idNumber')}</th>
                  <th scope="col">{t('workers.mobile')}</th>
                  <th scope="col">{t('workers.skills')}</th>
                  <th scope="col">{t('workers.account')}</th>
                  <th scope="col">{t('workers.assignments')}</th>
                  {canEdit && <th scope="col">{t('common.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {workers.map((w) => (
                  <tr key={w.id} data-worker={w.name}>
                    <th scope="row">{w.name}</th>
                    <td>{w.providerName}</td>
                    <td>{w.idNumber}</td>
                    <td>{w.mobile}</td>
                    <td>{w.skills}</td>
                    <td>{w.account ?? <span className="hint">{t('workers.noAccount')}</span>}</td>
                    <td>
                      {!w.assignments.length && <span className="hint">{t('workers.noAssignments')}</span>}
                      <ul className="os-assignments">
                        {w.assignments.map((a) => (
                          <li key={a.id}>
                            {t('assignments.summary', { organ: a.organName, from: a.from, to: until(a) })}
                            {a.rate && <span className="hint"> · {a.rate}</span>}
                            {canEdit && (
                              <span className="buttons os-row-buttons">
                                <button
                                  type="button"
                                  aria-label={`${t('assignments.edit')}: ${t('assignments.summary', { organ: a.organName, from: a.from, to: until(a) })}`}
                                  onClick={() => setEditing({ kind: 'assignment', worker: w, assignment: a })}
                                >
                                  {t('common.edit')}
                                </button>
                                <button
                                  type="button"
                                  disabled={action.busy}
                                  aria-label={t('assignments.removeOf', { name: w.name, organ: a.organName })}
                                  onClick={() =>
                                    void action.run(() => api.removeAssignment(a.id), t('assignments.removed'))
                                  }
                                >
                                  {t('assignments.remove')}
                                </button>
                              </span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </td>
                    {canEdit && (
                      <td>
                        <span className="buttons os-row-buttons">
                          <button
                            type="button"
                            aria-label={`${t('common.edit')} ${w.name}`}
                            onClick={() => setEditing({ kind: 'worker', worker: w })}
                          >
                            {t('common.edit')}
                          </button>
                          <button
                            type="button"
                            aria-label={t('assignments.addFor', { name: w.name })}
                            onClick={() => setEditing({ kind: 'assignment', worker: w })}
                          >
                            {t('assignments.add')}
                          </button>
                        </span>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </main>
      {editing?.kind === 'worker' && (
        <WorkerDialog
          start={editing.worker}
          providers={providers.data ?? []}
          onClose={() => setEditing(null)}
          onSave={(w) =>
            save(api.saveWorker(w), editing.worker ? t('common.saved') : t('workers.added', { name: w.name }))
          }
        />
      )}
      {editing?.kind === 'assignment' && (
        <AssignmentDialog
          worker={editing.worker}
          start={editing.assignment}
          organs={organs.data ?? []}
          onClose={() => setEditing(null)}
          onSave={(a) => save(api.saveAssignment(a), t('common.saved'))}
        />
      )}
    </div>
  )
}
