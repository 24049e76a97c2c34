import { amountProblem } from '../money'
import type { ClaimDetail, ClaimInput } from '../api'

/** A line as the form holds it: its id once saved, the typed values, and a key for React. */
export interface LineDraft {
  key: string
  id?: string
  date: string
  categoryCode: string
  amount: string
  description: string
  project: string
}

/** The problems of a claim's form: text keys (`check.*`) by field, for the title and each line by its key. */
export interface DraftProblems {
  title?: string
  lines?: string
  line: Record<string, Partial<Record<'date' | 'categoryCode' | 'amount', string>>>
}

let next = 0
/** A new empty line dated `date`. */
export const emptyLine = (date: string, categoryCode = ''): LineDraft => ({
  key: `new-${++next}`,
  date,
  categoryCode,
  amount: '',
  description: '',
  project: '',
})

/** The form's lines of a saved claim. */
export const linesOf = (claim: ClaimDetail): LineDraft[] =>
  claim.lines.map((l) => ({
    key: l.id,
    id: l.id,
    date: l.date,
    categoryCode: l.categoryCode,
    amount: l.amount,
    description: l.description,
    project: l.project,
  }))

/** Checks the form before it is sent: a title, at least one line, and each line's date (not after today), category and amount. */
export function checkDraft(title: string, lines: LineDraft[], today: string): DraftProblems {
  const problems: DraftProblems = { line: {} }
  if (!title.trim()) problems.title = 'check.titleRequired'
  if (lines.length === 0) problems.lines = 'check.noLines'
  for (const line of lines) {
    const found: DraftProblems['line'][string] = {}
    if (!/^\d{4}-\d{2}-\d{2}$/.test(line.date)) found.date = 'check.dateRequired'
    else if (line.date > today) found.date = 'check.futureDate'
    if (!line.categoryCode) found.categoryCode = 'check.categoryRequired'
    const amount = amountProblem(line.amount)
    if (amount) found.amount = `check.amount.${amount}`
    if (Object.keys(found).length) problems.line[line.key] = found
  }
  return problems
}

/** Whether the form may be sent. */
export const isClean = (p: DraftProblems): boolean => !p.title && !p.lines && Object.keys(p.line).length === 0

/** The body of claims.save for the form. */
export function inputOf(id: string | undefined, title: string, lines: LineDraft[], advanceId: string): ClaimInput {
  return {
    ...(id ? { id } : {}),
    title: title.trim(),
    ...(advanceId ? { advanceId } : {}),
    lines: lines.map((l) => ({
      ...(l.id ? { id: l.id } : {}),
      date: l.date,
      categoryCode: l.categoryCode,
      amount: l.amount.trim(),
      description: l.description.trim(),
      project: l.project.trim(),
    })),
  }
}
