import { KINDS, percentOf, type SchemeVersion } from './insurance-api'
import { useT } from '@hr-portal/kit'
import { money } from '../money'

/** A version's six kinds as a table: base limits in yuan, both shares' rates as decimals and percentages. */
export function RatesTable({ version, caption }: { version: SchemeVersion; caption: string }) {
  const t = useT()
  const rate = (value: string) => (
    <>
      {value} <span className="si-muted">({percentOf(value)})</span>
    </>
  )
  return (
    <table className="si-rates">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('insurance.kind')}</th>
          <th scope="col" className="num">
            {t('insurance.lower')}
          </th>
          <th scope="col" className="num">
            {t('insurance.upper')}
          </th>
          <th scope="col" className="num">
            {t('insurance.employeeRate')}
          </th>
          <th scope="col" className="num">
            {t('insurance.employerRate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {KINDS.map((kind) => {
          const rule = version.rates[kind]
          return (
            <tr key={kind} data-kind={kind}>
              <th scope="row">{t(`insurance.kinds.${kind}`)}</th>
              <td className="num">{money(rule.lower)}</td>
              <td className="num">{money(rule.upper)}</td>
              <td className="num" data-testid={`rate-${kind}-employee`}>
                {rate(rule.employee)}
              </td>
              <td className="num" data-testid={`rate-${kind}-employer`}>
                {rate(rule.employer)}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
