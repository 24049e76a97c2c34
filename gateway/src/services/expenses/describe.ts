import { message, summarised, titled } from '../../core/message-text'
import { amountOfFen } from '../../core/money'

/**
 * How a claim and an advance read in their workflow requests: the amount (yuan) the steps compare, a title and a
 * summary stored as messages (shown in the reader's language) with their Chinese texts for search.
 */
export const claimDescription = (claim: { title: string; total_fen: number }, lines: number) => ({
  amount: Number(amountOfFen(claim.total_fen)),
  ...titled(message('expenseClaim.request', { amount: amountOfFen(claim.total_fen) })),
  ...summarised(message('expenseClaim.summary', { title: claim.title, lines })),
})

export const advanceDescription = (advance: { amount_fen: number; reason: string }) => ({
  amount: Number(amountOfFen(advance.amount_fen)),
  ...titled(message('expenseAdvance.request', { amount: amountOfFen(advance.amount_fen) })),
  summary: advance.reason.slice(0, 1000),
})
