import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, type Provider } from '../api'
import { PageStatus } from '../page-status'
import { useT } from '@hr-portal/kit'
import { ProviderDialog } from './provider-dialog'

/** Outsourcing companies (menu 8801): contact, contract period and billing rule; 880101 adds and edits. */
export function ProvidersPage() {
  const t = useT()
  const canEdit = usePermission('880101') === true
  const list = useRequest(() => api.providers(), [])
  const [editing, setEditing] = useState<Provider | 'new' | null>(null)
  const [done, setDone] = useState('')
  const providers = list.data ?? []

  async function save(work: Promise<unknown>, message: string) {
    await work
    setEditing(null)
    setDone(message)
    list.retry()
  }

  return (
    <div className="os-page">
      <header className="page-head">
        <h1>{t('providers.title')}</h1>
        {canEdit && (
          <div className="buttons">
            <button type="button" className="primary" onClick={() => setEditing('new')}>
              {t('providers.add')}
            </button>
          </div>
        )}
      </header>
      <main className="page-body" aria-busy={list.loading} data-testid="providers-page">
        <PageStatus request={list} done={done} problem="" />
        {list.data && !providers.length && <p className="empty">{t('providers.none')}</p>}
        {providers.length > 0 && (
          <div className="table-scroll">
            <table data-testid="providers-table">
              <caption className="os-caption">{t('providers.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('providers.name')}</th>
                  <th scope="col">{t('providers.contactName')}</th>
                  <th scope="col">{t('providers.contactPhone')}</th>
                  <th scope="col">{t('providers.contract')}</th>
                  <th scope="col">{t('providers.rateUnit')}</th>
                  <th scope="col" className="num">
                    {t('providers.rate')}
                  </th>
                  {canEdit && <th scope="col">{t('common.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {providers.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.name}</th>
                    <td>{p.contactName}</td>
                    <td>{p.contactPhone}</td>
                    <td>
                      {p.contractFrom} – {p.contractTo}
                    </td>
                    <td>{t(`units.${p.rateUnit}`)}</td>
                    <td className="num">{p.rate}</td>
                    {canEdit && (
                      <td>
                        <button
                          type="button"
                          aria-label={`${t('common.edit')} ${p.name}`}
                          onClick={() => setEditing(p)}
                        >
                          {t('common.edit')}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </main>
      {editing && (
        <ProviderDialog
          start={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSave={(p) =>
            save(
              api.saveProvider(editing === 'new' ? p : { ...p, id: editing.id }),
              editing === 'new' ? t('providers.added', { name: p.name }) : t('common.saved'),
            )
          }
        />
      )}
    </div>
  )
}
