/**
 * One row of the configuration table in docs/operations.md (written by scripts/docs/config-table.mjs): the
 * environment variables a reader takes together, their default and what they mean. Each reader module declares
 * the variables it reads beside its code; config-variables.ts lists them all, and its test fails on a variable
 * the gateway reads that no declaration names.
 */
export interface ConfigVariable {
  names: string[]
  /** What applies when unset (Markdown). */
  default: string
  /** What the variables do (Markdown, one paragraph). */
  meaning: string
}
