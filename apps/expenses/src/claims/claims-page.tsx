import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, router, useT } from '@hr-portal/kit'
import { api } from '../api'
import { Page } from '../page'
import { ClaimsList } from './claims-list'

const ROWS = 20

/** My claims (menu 8901): newest first, with their status, total and payment; a new claim opens the form. */
export function ClaimsPage() {
  const t = useT()
  const [rows, setRows] = useState(ROWS)
  const list = useRequest(() => api.myClaims(1, rows), [rows])
  const data = list.data
  return (
    <Page
      title={t('list.title')}
      actions={
        <button type="button" className="primary" onClick={() => router.navigate('/claims/new')}>
          {t('list.new')}
        </button>
      }
    >
      <LoadError className="form-error" error={list.error} retry={list.retry} />
      {data && data.rows.length === 0 && <p className="empty">{t('list.none')}</p>}
      {data && <ClaimsList claims={data.rows} onOpen={(c) => router.navigate(`/claims/${c.id}`)} />}
      {data && data.total > data.rows.length && (
        <button type="button" onClick={() => setRows(rows + ROWS)}>
          {t('list.more')}
        </button>
      )}
    </Page>
  )
}
