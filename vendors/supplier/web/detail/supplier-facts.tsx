import type { Supplier } from '../api/types'
import type { Translate } from '../i18n/i18n'
import { Rating } from '../list/rating'

export function SupplierFacts({ supplier, t }: { supplier: Supplier; t: Translate }) {
  return (
    <dl className="facts">
      <div>
        <dt>{t('col.category')}</dt>
        <dd>{t(`category.${supplier.category}`)}</dd>
      </div>
      <div>
        <dt>{t('field.contact')}</dt>
        <dd>{supplier.contact}</dd>
      </div>
      <div>
        <dt>{t('field.phone')}</dt>
        <dd>{supplier.phone}</dd>
      </div>
      <div>
        <dt>{t('field.creditCode')}</dt>
        <dd className="code">{supplier.creditCode}</dd>
      </div>
      <div>
        <dt>{t('col.rating')}</dt>
        <dd>
          <Rating rating={supplier.rating} count={supplier.evaluations} t={t} />
        </dd>
      </div>
    </dl>
  )
}
