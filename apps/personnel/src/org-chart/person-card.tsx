import type { ChartPerson } from './chart-model'
import { initialsOf } from './chart-model'

/** A person as the chart shows them: photo or initials, name, position and department, the number of reports. */
export function PersonCard({ person, reports, hidden }: { person: ChartPerson; reports: string; hidden: string }) {
  const role = [person.position ?? person.post, person.department].filter(Boolean).join(' · ')
  return (
    <span className="oc-card">
      {person.photo ? (
        <img className="oc-avatar" src={person.photo} alt="" />
      ) : (
        <span className="oc-avatar" aria-hidden="true">
          {initialsOf(person.name)}
        </span>
      )}
      <span className="oc-text">
        <span className="oc-name">{person.name ?? hidden}</span>
        {role && <span className="oc-role">{role}</span>}
        {reports && <span className="oc-reports">{reports}</span>}
      </span>
    </span>
  )
}

/** What a screen reader says for a person: name, position, department, reports. */
export const personLabel = (person: ChartPerson, reports: string, hidden: string): string =>
  [person.name ?? hidden, person.position ?? person.post, person.department, reports].filter(Boolean).join(', ')
