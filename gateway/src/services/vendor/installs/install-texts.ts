import { vendorContract } from '@hr-portal/api'
import type { Lang } from '../../../core/lang'

/** Envelope codes of the install routes (the system app's Apps page reads them), from the contract. */
export const installCodes = {
  notInstalled: vendorContract.VENDOR.notInstalled,
  notPreviewed: vendorContract.VENDOR.notPreviewed,
  manifestInvalid: vendorContract.VENDOR.manifestInvalid,
  olderVersion: vendorContract.VENDOR.olderVersion,
  noPrevious: vendorContract.VENDOR.noPrevious,
  notOptional: vendorContract.VENDOR.notOptional,
} as const

const catalogue = {
  // Problems of the manifest URL and of fetching it (path `manifestUrl`).
  badUrl: { en: 'is not an http or https address', zh: '不是 http 或 https 地址' },
  httpsRequired: {
    en: 'must use https (http only on localhost or 127.0.0.1 in demo mode)',
    zh: '必须使用 https（仅演示模式下的 localhost 或 127.0.0.1 可用 http）',
  },
  unreachable: { en: 'could not be fetched', zh: '无法获取' },
  privateAddress: {
    en: 'points to a private or local network address, which the portal does not fetch',
    zh: '指向私有或本地网络地址，门户不会获取',
  },
  timeout: { en: 'did not answer within 5 seconds', zh: '未在 5 秒内响应' },
  tooLarge: { en: 'answered more than 64 KB', zh: '返回内容超过 64 KB' },
  status: { en: 'answered HTTP status {status}', zh: '返回了 HTTP 状态 {status}' },
  redirect: { en: 'redirects to another origin', zh: '重定向到了其他来源' },
  // What an installed app's manifest must say beyond the validator's checks.
  party: {
    en: 'must be "third": an app installed by URL is a third-party app',
    zh: '必须为“third”：通过地址安装的应用是第三方应用',
  },
  entryRequired: { en: "is required: the address of the app's start page", zh: '必须填写：应用首页的地址' },
  entryOrigin: { en: "must be on the manifest's origin {origin}", zh: '必须与清单位于同一来源 {origin}' },
  nameTaken: { en: '"{name}" is already the name of app "{app}"', zh: '“{name}”已是应用“{app}”的名称' },
  widgetTitleTaken: {
    en: 'reads as "{title}", a widget of the portal\'s own app "{app}"',
    zh: '与门户自有应用“{app}”的小组件“{title}”相同',
  },
  privateWebhook: {
    en: 'must be a public https address: the portal sends no events to {host}, a loopback or private network address',
    zh: '必须是公网 https 地址：门户不会向 {host}（本机或私有网络地址）发送事件',
  },
  privateJwks: {
    en: 'must be a public https address: the portal fetches no keys from {host}, a loopback or private network address',
    zh: '必须是公网 https 地址：门户不会从 {host}（本机或私有网络地址）获取密钥',
  },
  // Refusals of the routes.
  notInstalled: { en: 'The app "{code}" is not installed', zh: '应用“{code}”未安装' },
  notPreviewed: {
    en: 'This is not the manifest you checked, or the check is over an hour old: check it again before installing',
    zh: '这不是您检查过的清单，或检查已超过一小时，请重新检查后再安装',
  },
  manifestInvalid: { en: 'The manifest has errors now: check it again', zh: '清单现在有错误，请重新检查' },
  olderVersion: {
    en: 'Version {version} is older than the installed {installed}: roll back instead',
    zh: '版本 {version} 低于已安装的 {installed}，请改用回滚',
  },
  noPrevious: { en: 'There is no earlier consented version to roll back to', zh: '没有可回滚到的更早的已同意版本' },
  roleNotFound: { en: 'Role {id} not found', zh: '未找到角色 {id}' },
  notOptional: {
    en: 'The installed version of "{code}" does not offer the data scope "{scope}" as optional',
    zh: '“{code}”的已安装版本未将数据范围“{scope}”列为可选',
  },
}

export type InstallTextKey = keyof typeof catalogue

/** An install text in `lang`, with `{name}` parts filled from `vars`. */
export function sayInstall(lang: Lang, key: InstallTextKey, vars: Record<string, string | number> = {}): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole))
}
