import type { Translate } from './i18n'
import type { Supplier } from './suppliers'

export function SupplierTable({ rows, t }: { rows: Supplier[]; t: Translate }) {
  return (
    <table className="supplier-table" data-testid="supplier-table">
      <caption className="hr-sr-only">{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('name')}</th>
          <th scope="col">{t('category')}</th>
          <th scope="col">{t('contact')}</th>
          <th scope="col">{t('phone')}</th>
          <th scope="col" className="num">{t('rating')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <td>{row.category}</td>
            <td>{row.contact}</td>
            <td>{row.phone}</td>
            <td className="num" aria-label={`${row.rating} / 5`}>{'★'.repeat(row.rating)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
