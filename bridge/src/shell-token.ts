import type { ShellConnection } from './client.js'

/**
 * The staff token, asked of the shell once (after the handshake) and shared by every request.
 * A refusal is not kept: the next request asks again.
 */
export function createShellToken(connection: ShellConnection): () => Promise<string> {
  let token: Promise<string> | null = null
  return () =>
    (token ??= connection.ready
      .then(() => connection.shell.session.getToken())
      .catch((error: unknown) => {
        token = null
        throw error
      }))
}
