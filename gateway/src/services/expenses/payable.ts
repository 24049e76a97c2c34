/** What a claim pays out: its total less the advance it settled (fen). */
export const payableFen = (claim: { total_fen: number; advance_settled_fen: number }) =>
  Number(claim.total_fen) - Number(claim.advance_settled_fen)
