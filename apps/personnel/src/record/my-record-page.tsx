import { useRequest } from '@hr-portal/bridge/react'
import { getMyRecord } from '../api'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { MyContracts } from '../contracts/my-contracts'
import { CertificatesSection } from '../self-service/certificates-section'
import { DocumentsSection } from '../self-service/documents-section'
import { ProposalsSection } from '../self-service/proposals-section'
import { RecordSections } from './record-sections'

/**
 * 'My record' (`/me`, open to everyone): the signed-in person's own record (read-only, fields per their field
 * permissions), changes proposed to HR, their documents, certificates and contracts.
 */
export function MyRecordPage() {
  const t = useT()
  const language = useLanguage()
  const record = useRequest(() => getMyRecord(), [language])
  const data = record.data
  return (
    <div className="pers-page" data-testid="my-record">
      <header className="page-head">
        <h1>{t('me.title')}</h1>
      </header>
      <main className="pers-body" aria-busy={record.loading}>
        <RequestError className="pers-error" error={record.error} retry={record.retry} />
        {record.loading && !data && <p role="status">{t('common.loading')}</p>}
        {data && (
          <RecordSections
            fields={data.fields}
            values={data.values}
            names={data.names}
            hiddenFields={data.hiddenFields}
            custom={
              data.custom && {
                name: data.custom.form.name,
                fields: data.custom.form.fields,
                values: data.custom.values,
                hiddenFields: data.custom.hiddenFields,
              }
            }
          />
        )}
        {data && <ProposalsSection current={data.values} recordFields={data.fields} />}
        {data && <DocumentsSection />}
        {data && <CertificatesSection />}
        {data && <MyContracts />}
      </main>
    </div>
  )
}
