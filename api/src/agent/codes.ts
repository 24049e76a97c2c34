/** The AI assistant's business codes (410601–410649); the gateway's agent/errors.ts takes them from here. */
export const AGENT = {
  /** More than 20 chat requests of one user in a minute. */
  tooManyQuestions: 410601,
  /** The user's daily token budget is spent. */
  budgetSpent: 410602,
  /** No such conversation of the caller. */
  conversationNotFound: 410603,
  /** An action that is unknown, another user's, expired or already run. */
  actionNotFound: 410604,
  actionExpired: 410605,
  actionUsed: 410606,
  /** The model did not answer, answered an error or broke the stream. */
  modelFailed: 410607,
  /** The model took longer than the time limit. */
  modelTimeout: 410608,
  /** A tool refused: the question needs data the user may not see. */
  refused: 410609,
  /** The proposed change failed when run. */
  actionFailed: 410610,
  /** A message of spaces only. */
  emptyQuestion: 410611,
  /** The user keeps CONVERSATIONS_PER_USER conversations already: a new one needs an old one removed. */
  tooManyConversations: 410612,
  /** The asker's own pay: their session has not checked the password again on My payslips within 5 minutes. */
  payGrantNeeded: 410613,
} as const
