import { createHttp } from '@hr-portal/bridge/http'
import { $language } from './i18n/i18n'
import { $requestsLoading } from './loading'
import { getToken } from './storage'
import { brand } from './brand/brand'

type CodeHandler = (code: number, ctx: { url: string; msg: string; token?: string }) => void
let codeHandler: CodeHandler = () => {}

/** The session feature installs what happens on the global server codes (§4). */
export function onServerCode(handler: CodeHandler) {
  codeHandler = handler
}

/** The shell's one request wrapper (§7), on the gateway served from the same origin. */
export const http = createHttp({
  gatewayUrl: '/gateway',
  extraSegments: brand.segments,
  getToken,
  getLanguage: () => $language.get(),
  onLoading: (active) => $requestsLoading.set(active),
  onCode: (code, ctx) => codeHandler(code, ctx),
})
