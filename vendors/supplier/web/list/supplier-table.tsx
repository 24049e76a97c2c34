import type { Supplier } from '../api/types'
import type { Translate } from '../i18n/i18n'
import { AppLink } from '../parts/app-link'
import { DemoBadge, StatusBadge } from '../parts/badges'
import { DocumentMarks } from './document-marks'
import { Rating } from './rating'

/** The suppliers; at phone width each row shows as a card with its column names (supplier.css). */
export function SupplierTable({ rows, t }: { rows: Supplier[]; t: Translate }) {
  return (
    <table className="table cards" data-testid="supplier-table">
      <caption className="sr-only">{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('col.name')}</th>
          <th scope="col">{t('col.category')}</th>
          <th scope="col">{t('col.contact')}</th>
          <th scope="col">{t('col.status')}</th>
          <th scope="col">{t('col.documents')}</th>
          <th scope="col">{t('col.rating')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label={t('col.name')}>
              <AppLink to={`/suppliers/${row.id}`}>{row.name}</AppLink>
              {row.demo && (
                <>
                  {' '}
                  <DemoBadge t={t} />
                </>
              )}
            </th>
            <td data-label={t('col.category')}>{t(`category.${row.category}`)}</td>
            <td data-label={t('col.contact')}>
              {row.contact}
              <span className="muted nowrap"> · {row.phone}</span>
            </td>
            <td data-label={t('col.status')}>
              <StatusBadge status={row.status} t={t} />
            </td>
            <td data-label={t('col.documents')}>
              <DocumentMarks documents={row.documents} t={t} />
            </td>
            <td data-label={t('col.rating')}>
              <Rating rating={row.rating} count={row.evaluations} t={t} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
