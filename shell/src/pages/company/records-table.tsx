import { useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import {
  ConfirmDialog,
  DataTable,
  dataTableLabels,
  PaginationBar,
  paginationLabels,
  type ColumnDef,
} from '@hr-portal/ui'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import type { CompanyRecord, CompanyStatus, RecordsPage } from './records-api'
import { setCompanyStatus } from './records-api'

interface Props {
  data: RecordsPage | null
  loading: boolean
  page: number
  rows: number
  onPage: (page: number) => void
  onRows: (rows: number) => void
  /** A company changed status: reload the list. */
  onChanged: (company: string, status: CompanyStatus) => void
  onError: (message: string) => void
}

/** The company records table: tenants, status, creation date, administrator, staff; disable/enable after a confirm. */
export function RecordsTable({ data, loading, page, rows, onPage, onRows, onChanged, onError }: Props) {
  const t = useT()
  const language = useStore($language)
  const [asking, setAsking] = useState<CompanyRecord | null>(null)
  const [busy, setBusy] = useState(false)
  const statusText = (status: CompanyStatus) => t(`company.${status}`)
  const columns = useMemo<ColumnDef<CompanyRecord, any>[]>(
    () => [
      { accessorKey: 'name', header: t('company.colName'), size: 220 },
      {
        id: 'tenants',
        header: t('company.colTenants'),
        size: 200,
        accessorFn: (row) => row.tenants.map((x) => x.name).join(', '),
      },
      {
        accessorKey: 'status',
        header: t('company.colStatus'),
        size: 100,
        cell: ({ row }) => (
          <span className="company-status" data-status={row.original.status}>
            {statusText(row.original.status)}
          </span>
        ),
      },
      {
        accessorKey: 'createdAt',
        header: t('company.colCreated'),
        size: 120,
        cell: ({ row }) =>
          row.original.createdAt
            ? new Date(row.original.createdAt).toLocaleDateString(language)
            : t('company.unknownDate'),
      },
      { accessorKey: 'adminAccount', header: t('company.colAdmin'), size: 140 },
      { accessorKey: 'staffCount', header: t('company.colStaff'), size: 80 },
      { accessorKey: 'source', header: t('company.colSource'), size: 110 },
    ],
    [language],
  )

  async function change(record: CompanyRecord) {
    const next: CompanyStatus = record.status === 'active' ? 'disabled' : 'active'
    setBusy(true)
    try {
      await setCompanyStatus(record.companyId, next)
      onChanged(record.name, next)
    } catch (err) {
      onError(describeError(err, t))
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }

  const disabling = asking?.status === 'active'
  return (
    <section aria-busy={loading} className="company-records" data-testid="company-records">
      <DataTable
        label={t('company.recordsTitle')}
        columns={columns}
        data={data?.rows ?? []}
        loading={loading && !data}
        labels={dataTableLabels[language]}
        getRowId={(row) => String(row.companyId)}
        height={Math.min(rows, 10) * 44}
        rowButtons={{
          name: (row) => row.name,
          buttons: [
            { event: 'disable', text: t('company.disable'), condition: (row) => row.status === 'active' },
            { event: 'enable', text: t('company.enable'), condition: (row) => row.status === 'disabled' },
          ],
          onEvent: (_, row) => setAsking(row),
        }}
      />
      {data && data.rows.length === 0 && (
        <p role="status" className="company-empty">
          {t('company.empty')}
        </p>
      )}
      <PaginationBar
        total={data ? data.total : loading ? null : 0}
        page={page}
        rows={rows}
        disabled={loading}
        showGoTo
        onPageChange={onPage}
        onSizeChange={onRows}
        labels={paginationLabels[language]}
      />
      {asking && (
        <ConfirmDialog
          open
          title={t(disabling ? 'company.confirmDisableTitle' : 'company.confirmEnableTitle')}
          okText={t(disabling ? 'company.disable' : 'company.enable')}
          cancelText={t('company.cancel')}
          onOk={() => {
            if (!busy) void change(asking)
          }}
          onCancel={() => setAsking(null)}
        >
          <p>{t(disabling ? 'company.confirmDisable' : 'company.confirmEnable', { company: asking.name })}</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
