import type { BridgeErrorCode } from './types.js'

/**
 * The one error of the bridge. Its `code` survives the trip across windows;
 * its stack never leaves the window it was made in.
 */
export class BridgeError extends Error {
  override name = 'BridgeError'
  constructor(
    public readonly code: BridgeErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
