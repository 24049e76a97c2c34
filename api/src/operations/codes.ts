/** The gateway's common codes the operations routes answer besides the usual ones (core/errors.ts). */
export const OPS = {
  /** A version notice or brand that does not exist. */
  notFound: 404000,
} as const
