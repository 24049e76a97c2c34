import type { ManifestError, ManifestErrorKey } from '@hr-portal/manifest'
import type { Lang } from '../../core/lang'

/** Each manifest error key in both languages; `{name}` parts are filled from the error's params. */
const catalogue: Record<ManifestErrorKey, { en: string; zh: string }> = {
  required: { en: 'is required', zh: '必须填写' },
  notAllowed: { en: 'is not a manifest field', zh: '不是清单中的字段' },
  type: { en: 'must be of type {type}', zh: '类型必须是 {type}' },
  pattern: { en: 'has the wrong form', zh: '格式不正确' },
  oneOf: { en: 'must be one of {allowed}', zh: '必须是以下之一：{allowed}' },
  tooShort: { en: 'is too short (at least {limit})', zh: '太短（至少 {limit}）' },
  tooLong: { en: 'is too long (at most {limit})', zh: '太长（最多 {limit}）' },
  tooFew: { en: 'has too few entries (at least {limit})', zh: '条目太少（至少 {limit} 个）' },
  tooMany: { en: 'has too many entries (at most {limit})', zh: '条目太多（最多 {limit} 个）' },
  range: { en: 'is out of range (limit {limit})', zh: '超出范围（界限 {limit}）' },
  duplicateItem: { en: 'lists an entry twice', zh: '有重复的条目' },
  invalid: { en: 'is not valid', zh: '无效' },
  unknownCapability: { en: '"{name}" is not a bridge capability', zh: '“{name}”不是桥接能力' },
  unknownScope: { en: '"{name}" is not a data scope', zh: '“{name}”不是数据范围' },
  unknownTopic: { en: '"{name}" is not a bridge event topic', zh: '“{name}”不是桥接事件主题' },
  unknownWebhook: { en: '"{name}" is not a webhook topic', zh: '“{name}”不是回调事件主题' },
  webhookUrl: {
    en: 'must be an https address (http only on localhost or 127.0.0.1)',
    zh: '必须是 https 地址（仅 localhost 或 127.0.0.1 可用 http）',
  },
  jwksUrl: {
    en: 'must be an https address of a JSON Web Key Set (http only on localhost or 127.0.0.1)',
    zh: '必须是 JSON Web Key Set 的 https 地址（仅 localhost 或 127.0.0.1 可用 http）',
  },
  optionalScopeTwice: {
    en: '"{name}" is already in scopes (asked at install)',
    zh: '“{name}”已在 scopes 中（安装时已申请）',
  },
  topicScope: {
    en: 'hearing "{name}" needs the data scope "{scope}" in scopes',
    zh: '接收“{name}”需要在 scopes 中声明数据范围“{scope}”',
  },
  topicFirstParty: { en: 'only the portal\'s own apps may hear "{name}"', zh: '只有门户自有应用可以接收“{name}”' },
  topicPublish: {
    en: 'a third-party app may not publish "{name}" (it carries the portal\'s own ids)',
    zh: '第三方应用不能发布“{name}”（它携带门户内部编号）',
  },
  thirdPartyToken: {
    en: 'a third-party app may not hold session.token (use session.appToken)',
    zh: '第三方应用不能持有 session.token（请使用 session.appToken）',
  },
  functionIdNamespace: {
    en: 'must be in the app\'s namespace "{namespace}<key>"',
    zh: '必须位于应用自己的命名空间“{namespace}<key>”中',
  },
  functionIdReserved: {
    en: 'a first-party function id holds no ":" (that is the vendor namespace)',
    zh: '自有应用的功能编号不能包含“:”（它属于第三方命名空间）',
  },
  duplicateFunctionId: { en: 'repeats {other}.functionId "{id}"', zh: '与 {other}.functionId“{id}”重复' },
  duplicateWidget: { en: 'repeats {other}.id "{id}"', zh: '与 {other}.id“{id}”重复' },
  origin: {
    en: 'must be an https origin (http only on localhost or 127.0.0.1)',
    zh: '必须是 https 源（仅 localhost 或 127.0.0.1 可用 http）',
  },
  entry: {
    en: 'must be an absolute https address (http only on localhost or 127.0.0.1), without user name or #fragment',
    zh: '必须是完整的 https 地址（仅 localhost 或 127.0.0.1 可用 http），不含用户名或 #片段',
  },
  nameFolder: { en: 'must equal its folder "{folder}"', zh: '必须与所在目录“{folder}”相同' },
  partyOrigin: { en: 'must be "{party}" for this origin', zh: '此来源必须为“{party}”' },
  codeTaken: { en: '"{code}" is already the code of app "{app}"', zh: '“{code}”已是应用“{app}”的编码' },
  functionIdTaken: { en: '"{id}" is already a function of app "{app}"', zh: '“{id}”已是应用“{app}”的功能' },
  unreadable: { en: 'is not readable JSON', zh: '不是可读取的 JSON' },
  reservedCode: { en: '"{name}" is a place of the portal itself', zh: '“{name}”是门户自身的页面' },
  firstPartyOnly: { en: "only the portal's own apps may declare this", zh: '只有门户自有应用可以声明此项' },
}

/** A manifest error's message in `lang`. */
export function sayManifestError(lang: Lang, error: ManifestError): string {
  const params: Record<string, string | number> = { code: '', app: '', ...error.params }
  return catalogue[error.key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))
}
