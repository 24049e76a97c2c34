import { useRequest } from '@hr-portal/bridge/react'
import { useT } from '../i18n/i18n'
import { AppLink } from '../parts/app-link'
import { DemoBadge, StatusBadge } from '../parts/badges'
import { PageHeading } from '../parts/page-heading'
import { RequestView } from '../parts/request-view'
import { DocumentsTable } from './documents-table'
import { Evaluations } from './evaluations'
import { loadDetail } from './load'
import { StatusActions } from './status-actions'
import { SupplierFacts } from './supplier-facts'
import { UploadForm } from './upload-form'

/** One supplier: its facts and status, its qualification documents, its evaluations. */
export function DetailPage({ id }: { id: number }) {
  const t = useT()
  const { data, error, loading, retry } = useRequest(() => loadDetail(id), [id])
  return (
    <main className="page" aria-busy={loading}>
      <AppLink to="/list" className="back">
        ← {t('back')}
      </AppLink>
      <RequestView loading={loading} error={error} hasData={data !== null} retry={retry} t={t}>
        {data && (
          <>
            <div className="page-head">
              <PageHeading>{data.supplier.name}</PageHeading>
              <StatusBadge status={data.supplier.status} t={t} />
              {data.supplier.demo && <DemoBadge t={t} />}
            </div>
            <SupplierFacts supplier={data.supplier} t={t} />
            <StatusActions supplier={data.supplier} changed={retry} t={t} />
            <section aria-labelledby="documents-title" className="section">
              <h2 id="documents-title">{t('docs.title')}</h2>
              <DocumentsTable documents={data.documents} changed={retry} t={t} />
              <UploadForm supplierId={id} uploaded={retry} t={t} />
            </section>
            <section aria-labelledby="evaluations-title" className="section">
              <h2 id="evaluations-title">{t('eval.title')}</h2>
              <Evaluations supplierId={id} evaluations={data.evaluations} changed={retry} t={t} />
            </section>
          </>
        )}
      </RequestView>
    </main>
  )
}
