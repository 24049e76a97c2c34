import type { FieldError } from '../forms'
import type { TenantRow } from '../tenants'
import { say, type Lang, type TextKey } from '../texts'
import type { Trip } from '../trips'
import { errorSummary, esc, field, layout, status } from './html'

const TRIP_LABELS: Record<string, TextKey> = {
  titleZh: 'console.titleZh',
  titleEn: 'console.titleEn',
  destination: 'console.destination',
  days: 'console.days',
  price: 'console.price',
  seats: 'console.seats',
  dates: 'console.dates',
}
const BUDGET_LABELS: Record<string, TextKey> = { year: 'console.year', amount: 'console.amount' }

export function loginPage(lang: Lang, problem: TextKey | null = null): string {
  const error = problem ? `<p class="errors" role="alert" id="login-error">${esc(say(lang, problem))}</p>` : ''
  return layout(
    lang,
    say(lang, 'console.signIn'),
    `<h1>${esc(say(lang, 'console.signIn'))}</h1>
${error}
<form class="card" method="post" action="/console/login">
<p class="field"><label for="f-password">${esc(say(lang, 'console.password'))}</label>
<input id="f-password" name="password" type="password" autocomplete="current-password" required${problem ? ' aria-invalid="true" aria-describedby="login-error"' : ''}></p>
<button type="submit">${esc(say(lang, 'console.signIn'))}</button>
</form>`,
  )
}

const when = (lang: Lang, iso: string) => new Date(iso).toLocaleString(lang, { timeZone: 'Asia/Shanghai' })

export function tenantsPage(lang: Lang, tenants: TenantRow[]): string {
  const rows = tenants.map(
    (
      t,
    ) => `<tr><td><a href="/console/tenants/${t.tenant_id}">${esc(say(lang, 'console.tenant', { tid: t.tenant_id }))}</a></td>
<td>${esc(when(lang, t.first_seen))}</td><td>${esc(when(lang, t.last_seen))}</td></tr>`,
  )
  const table = tenants.length
    ? `<div class="table-wrap"><table><thead><tr><th scope="col">${esc(say(lang, 'console.tenants'))}</th><th scope="col">${esc(say(lang, 'console.firstSeen'))}</th><th scope="col">${esc(say(lang, 'console.lastSeen'))}</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`
    : `<p class="muted">${esc(say(lang, 'console.noTenants'))}</p>`
  return layout(lang, say(lang, 'console.tenants'), `<h1>${esc(say(lang, 'console.tenants'))}</h1>${table}`, {
    signedIn: true,
  })
}

export type TripForm = Record<string, string>

/** The trip form's fields, filled from a trip or from what the vendor typed. */
export const tripFormOf = (trip: Trip): TripForm => ({
  titleZh: trip.titleZh,
  titleEn: trip.titleEn,
  destination: trip.destination,
  days: String(trip.days),
  price: trip.price,
  seats: String(trip.seats),
  dates: trip.dates.join('\n'),
})

function tripFields(lang: Lang, form: TripForm, errors: FieldError[]): string {
  const text = (name: string, attrs = '') => field(lang, name, TRIP_LABELS[name], form[name] ?? '', errors, attrs)
  const datesInvalid = errors.some((e) => e.field === 'dates')
  return `${errorSummary(lang, errors, TRIP_LABELS)}
${text('titleZh', 'maxlength="60" required')}${text('titleEn', 'maxlength="100" required')}${text('destination', 'maxlength="60" required')}
${text('days', 'inputmode="numeric" required')}${text('price', 'inputmode="decimal" required')}${text('seats', 'inputmode="numeric" required')}
<p class="field"><label for="f-dates">${esc(say(lang, 'console.dates'))}</label>
<textarea id="f-dates" name="dates" rows="4" required${datesInvalid ? ' aria-invalid="true"' : ''}>${esc(form.dates ?? '')}</textarea></p>`
}

export interface TenantPageInput {
  tenantId: number
  trips: Trip[]
  budgets: Array<{ year: number; perEmployee: string }>
  year: number
  notice?: string
  tripForm?: { form: TripForm; errors: FieldError[] }
  budgetForm?: { form: Record<string, string>; errors: FieldError[] }
  /** The portal staff sync's section (sync-section.ts). */
  sync?: string
}

export function tenantPage(lang: Lang, input: TenantPageInput): string {
  const base = `/console/tenants/${input.tenantId}`
  const title = say(lang, 'console.tenant', { tid: input.tenantId })
  const budgetRows = input.budgets.map((b) => `<tr><td>${b.year}</td><td>¥${esc(b.perEmployee)}</td></tr>`).join('')
  const budgetForm = input.budgetForm ?? { form: { year: String(input.year), amount: '' }, errors: [] }
  const tripRows = input.trips
    .map(
      (trip) => `<tr><td>${esc(trip.titleZh)}<br><span lang="en">${esc(trip.titleEn)}</span></td>
<td>${esc(trip.destination)}</td><td>${trip.days}</td><td>¥${esc(trip.price)}</td><td>${trip.seats}</td><td>${trip.dates.map(esc).join('<br>')}</td>
<td class="actions"><a href="${base}/trips/${trip.id}" aria-label="${esc(`${say(lang, 'console.edit')} ${trip.titleZh}`)}">${esc(say(lang, 'console.edit'))}</a>
<form method="post" action="${base}/trips/${trip.id}/delete"><button type="submit" class="danger" aria-label="${esc(`${say(lang, 'console.delete')} ${trip.titleZh}`)}">${esc(say(lang, 'console.delete'))}</button></form></td></tr>`,
    )
    .join('')
  const head = ['titleZh', 'destination', 'days', 'price', 'seats', 'dates']
    .map((f) => `<th scope="col">${esc(say(lang, TRIP_LABELS[f]))}</th>`)
    .join('')
  const trips = input.trips.length
    ? `<div class="table-wrap"><table><thead><tr>${head}<th scope="col"><span class="muted">${esc(say(lang, 'console.edit'))}</span></th></tr></thead><tbody>${tripRows}</tbody></table></div>`
    : `<p class="muted">${esc(say(lang, 'console.noTrips'))}</p>`
  return layout(
    lang,
    title,
    `<p><a href="/console/">${esc(say(lang, 'console.back'))}</a></p>
<h1>${esc(title)}</h1>
${status(input.notice ?? '')}
<section aria-labelledby="budget-h"><h2 id="budget-h">${esc(say(lang, 'console.budget'))}</h2>
${budgetRows ? `<div class="table-wrap"><table><thead><tr><th scope="col">${esc(say(lang, 'console.year'))}</th><th scope="col">${esc(say(lang, 'console.amount'))}</th></tr></thead><tbody>${budgetRows}</tbody></table></div>` : `<p class="muted">${esc(say(lang, 'console.noBudgetYet'))}</p>`}
<form method="post" action="${base}/budget" novalidate>
${errorSummary(lang, budgetForm.errors, BUDGET_LABELS)}
${field(lang, 'year', 'console.year', budgetForm.form.year ?? '', budgetForm.errors, 'inputmode="numeric" required')}
${field(lang, 'amount', 'console.amount', budgetForm.form.amount ?? '', budgetForm.errors, 'inputmode="decimal" required')}
<button type="submit">${esc(say(lang, 'console.save'))}</button>
</form></section>
${input.sync ?? ''}
<section aria-labelledby="trips-h"><h2 id="trips-h">${esc(say(lang, 'console.trips'))}</h2>${trips}</section>
<section aria-labelledby="add-h"><h2 id="add-h">${esc(say(lang, 'console.addTrip'))}</h2>
<form method="post" action="${base}/trips" novalidate>
${tripFields(lang, input.tripForm?.form ?? {}, input.tripForm?.errors ?? [])}
<button type="submit">${esc(say(lang, 'console.addTrip'))}</button>
</form></section>`,
    { signedIn: true, here: `${base}` },
  )
}

export function tripPage(lang: Lang, tenantId: number, tripId: number, form: TripForm, errors: FieldError[]): string {
  const base = `/console/tenants/${tenantId}`
  return layout(
    lang,
    say(lang, 'console.editTrip'),
    `<p><a href="${base}">${esc(say(lang, 'console.tenant', { tid: tenantId }))}</a></p>
<h1>${esc(say(lang, 'console.editTrip'))}</h1>
<form class="card" method="post" action="${base}/trips/${tripId}" novalidate>
${tripFields(lang, form, errors)}
<button type="submit">${esc(say(lang, 'console.save'))}</button>
</form>`,
    { signedIn: true, here: `${base}/trips/${tripId}` },
  )
}

export function messagePage(lang: Lang, key: TextKey, signedIn: boolean): string {
  return layout(
    lang,
    say(lang, key),
    `<h1>${esc(say(lang, key))}</h1><p><a href="/console/">${esc(say(lang, 'console.back'))}</a></p>`,
    { signedIn },
  )
}
