import { useEffect, useRef } from 'react'
import { useT } from '@hr-portal/kit'
import type { Problem } from './apps-api'

/** Every problem of a manifest that cannot be installed, with its place in the file; focus moves here when shown. */
export function ProblemList({ problems }: { problems: Problem[] }) {
  const t = useT()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [problems])
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="apps-problems"
      aria-labelledby="apps-problems-title"
      aria-live="assertive"
      data-testid="apps-problems"
    >
      <h3 id="apps-problems-title">{t('apps.problems.title', { n: problems.length })}</h3>
      <ul>
        {problems.map((problem, i) => (
          <li key={`${problem.path}-${i}`}>
            <code>{problem.path || t('apps.problems.whole')}</code> {problem.message}
          </li>
        ))}
      </ul>
    </section>
  )
}
