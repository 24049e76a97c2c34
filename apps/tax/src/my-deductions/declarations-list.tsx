import type { Declaration } from '../api'
import { showMoney } from '../switches'
import { useT } from '@hr-portal/kit'

/** The year's declarations as cards: what, which months, how much, with change and remove. */
export function DeclarationsList({
  declarations,
  onEdit,
  onRemove,
}: {
  declarations: Declaration[]
  onEdit: (d: Declaration) => void
  onRemove: (d: Declaration) => void
}) {
  const t = useT()
  if (declarations.length === 0) return <p className="empty">{t('mine.noDeclarations')}</p>
  const amountOf = (d: Declaration) => {
    if (d.kind === 'illness') return t('mine.perYear', { amount: showMoney(d.amount) })
    if (d.kind === 'education' && d.choice === 'certificate') return t('mine.once', { amount: showMoney(d.amount) })
    return t('mine.perMonth', { amount: showMoney(d.amount) })
  }
  const detailOf = (d: Declaration) =>
    [
      d.kind === 'education' ? t(`education.${d.choice}`) : '',
      d.kind === 'housingRent' ? t(`tier.${d.choice}`) : '',
      d.kind === 'elderly' ? t(`elderly.${d.choice}`) : '',
      ['children', 'infant', 'housingLoan'].includes(d.kind) ? t(`share.${d.share}`) : '',
      d.note,
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <ul className="cards" data-testid="declarations">
      {declarations.map((d) => (
        <li key={d.id} className="panel declaration" data-kind={d.kind}>
          <div className="declaration-head">
            <strong>{t(`kind.${d.kind}`)}</strong>
            <span className="amount">{amountOf(d)}</span>
          </div>
          <p className="sub">
            {d.kind === 'illness'
              ? t('mine.annualSettlement')
              : t('mine.months', { from: d.startMonth, to: d.endMonth })}
            {detailOf(d) ? ` · ${detailOf(d)}` : ''}
          </p>
          <div className="buttons">
            <button
              type="button"
              onClick={() => onEdit(d)}
              aria-label={t('mine.changeOne', { kind: t(`kind.${d.kind}`) })}
            >
              {t('mine.changeButton')}
            </button>
            <button
              type="button"
              className="danger"
              onClick={() => onRemove(d)}
              aria-label={t('mine.removeOne', { kind: t(`kind.${d.kind}`) })}
            >
              {t('mine.remove')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}
