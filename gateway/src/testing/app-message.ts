import type { Answer, TestGateway } from './test-gateway'

const NOTICE = '/gateway/message/web/notice'

/** An app message as a sub-app's frame asks the shell to send it. */
export interface AppMessage {
  app: string
  userIds: Array<number | string>
  title: string
  body: string
  /** A path inside the app the message opens. */
  link?: string
}

/**
 * Sends an app message the way the shell does for a frame of `message.app`: it gets that app's pass (appSendPass),
 * then sends with it (appSend). When the pass is refused (an app that may not send), it sends without one, as a
 * caller holding none would, so the answer is appSend's own.
 */
export async function sendAsApp(
  gateway: TestGateway,
  token: string,
  message: AppMessage,
  headers?: Record<string, string>,
): Promise<Answer['body']> {
  const pass = (await gateway.post(`${NOTICE}/appSendPass`, { app: message.app }, token, headers)).body
  const appToken = pass.code === 0 ? (pass.result.token as string) : 'no-pass-held'
  return (await gateway.post(`${NOTICE}/appSend`, { ...message, appToken }, token, headers)).body
}
