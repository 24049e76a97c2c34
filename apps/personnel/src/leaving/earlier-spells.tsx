import { useRequest } from '@hr-portal/bridge/react'
import { useLanguage, useT } from '@hr-portal/kit'
import { leavingApi } from './leaving-api'

/** A rehired person's earlier employment with the company, on their record (nothing for someone hired once). */
export function EarlierSpells({ employeeId }: { employeeId: number }) {
  const t = useT()
  const language = useLanguage()
  const spells = useRequest(() => leavingApi.spells(employeeId), [employeeId, language])
  if (!spells.data?.length) return null
  return (
    <section className="pers-section" aria-label={t('leaving.earlierSpells')} data-testid="earlier-spells">
      <h2>{t('leaving.earlierSpells')}</h2>
      <ul className="pers-self-list">
        {spells.data.map((spell) => (
          <li key={spell.entryDate}>
            <span className="pers-self-what">
              {spell.entryDate} – {spell.leaveDate}
            </span>
            <span>{spell.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
