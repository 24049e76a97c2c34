// `hr-portal-bridge validate <manifest.json>`: a vendor checks a manifest before handing it in. Node only; it is
// built into bridge/bin/ by build.mjs and never part of an app's bundle.
import { readFileSync } from 'node:fs'
import { formatError, validateManifest } from '@hr-portal/manifest'

export interface CommandOutput {
  out: (line: string) => void
  err: (line: string) => void
}

const USAGE = 'usage: hr-portal-bridge validate <manifest.json>'

/** Runs the command line `args` (without node and the script); answers the exit code. */
export function runCommand(args: string[], output: CommandOutput): number {
  const [command, file, ...rest] = args
  if (command !== 'validate' || !file || rest.length) {
    output.err(USAGE)
    return 2
  }
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    output.err(
      `${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not JSON (${(error as Error).message})`}`,
    )
    return 1
  }
  const { errors } = validateManifest(raw)
  if (errors.length === 0) {
    output.out(`${file}: valid`)
    return 0
  }
  for (const error of errors) output.err(`${file}: ${formatError(error)}`)
  output.err(`${file}: ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}`)
  return 1
}
