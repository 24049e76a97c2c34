import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'
import { dirsyncCodes } from './errors'
import { platformName } from './texts'

/** What the connector checks say about an API address or a secret that does not go where it went before. */
const texts = {
  secretAgain: {
    en: 'The corp ID or the API address changed: please enter the app secret again',
    zh: '企业 ID 或 API 地址已更改，请重新填写应用 Secret',
  },
  apiUrlShape: {
    en: 'The API address must be an address such as {example}, without a path',
    zh: 'API 地址须为形如 {example} 的地址，不含路径',
  },
  apiUrlNotAllowed: {
    en: 'The API address must be {platform}\'s own ({example}) or an address this server\'s operator allows',
    zh: 'API 地址须为{platform}的官方地址（{example}），或服务器运维方允许的地址',
  },
} as const

export type ConnectorTextKey = keyof typeof texts

export function sayConnector(lang: Lang, key: ConnectorTextKey, vars: Record<string, string> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '')
}

/** A refused connector setting (411205), worded in both languages. */
export function connectorError(key: ConnectorTextKey, vars: { platform?: string; example?: string } = {}): GatewayError {
  const word = (lang: Lang) => sayConnector(lang, key, { example: vars.example ?? '', platform: vars.platform ? platformName(lang, vars.platform) : '' })
  return new GatewayError(dirsyncCodes.badSettings, word('zh'), 200, { texts: { zh: word('zh'), en: word('en') } })
}
