// Two rules over the gateway's source, checked by source-rules.test.ts:
// 1. Calls out over HTTP go through core/outbound (outboundFetch, configuredFetch): no plain fetch, no undici or
//    node:http(s) client, and the libraries that call out are handed the outbound fetch.
// 2. A request's raw body is read by the shared linear readers only (JSON.parse, xmlField, a signature's hash),
//    never by a regular expression, and those readers hold no regular expression themselves.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const SOURCE = join(import.meta.dirname, '..')

/** Where a plain fetch is not the gateway calling out, and why. */
const OUTBOUND_EXEMPT: Array<[RegExp, string]> = [
  [/^core\/outbound\//, 'the one outbound fetch itself'],
  [/^testing\//, 'test helpers'],
  [
    /^integrations\/messaging\/simulators\//,
    'the development stand-ins of the platforms (demo mode and tests only) calling the gateway back',
  ],
  [/^sites\/spare-page\.ts$/, 'a script the page runs in the browser'],
  [
    /^services\/accounts\/oidc-login\/sign-in-at-provider\.ts$/,
    'a test helper playing the browser at the OpenID provider',
  ],
]

/** The readers a raw body may be handed to: linear in its length, no regular expression inside ours. */
const BODY_READERS = new Set(['JSON.parse', 'xmlField', 'feishuSignature', 'update', 'Buffer.byteLength'])
const BODY_READER_FILES = [
  'integrations/messaging/directory/xml.ts',
  'integrations/messaging/directory/feishu-crypt.ts',
  'core/http/raw-body.ts',
]

/** A raw body in an expression: `rawBodyOf(request)`, `request.rawBody`, a variable named rawBody. */
const RAW_BODY = String.raw`(?:rawBodyOf\([^()]*\)|(?:\w+\.)?rawBody\b)`
const REGEX_USE = /new RegExp\(|\.(?:test|exec)\(|\.(?:match|matchAll|search)\(|\.(?:replace|replaceAll|split)\(\s*\//

/** The text without comments (block comments, and line comments that start a line), so prose does not count; lines keep their numbers. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/^\s*\/\/.*$/gm, '')
}

function gatewayFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter(
      (file) =>
        file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.pg-test.ts') && !file.endsWith('.d.ts'),
    )
    .sort()
}

/** A test helper beside its service (it imports the test gateway or another helper of testing/): no production code. */
const isTestHelper = (text: string) => /from\s+'(?:\.\.\/)+testing\//.test(text)

function outboundProblems(file: string, text: string): string[] {
  if (OUTBOUND_EXEMPT.some(([pattern]) => pattern.test(file)) || isTestHelper(text)) return []
  const problems: string[] = []
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`
    if (/(?<![\w.])fetch\s*\(/.test(line)) problems.push(`plain-fetch: ${where} (use outboundFetch from core/outbound)`)
    if (/from\s+'(?:undici|node-fetch|axios|got|ky|ofetch)'/.test(line))
      problems.push(`http-client-import: ${where} (use outboundFetch from core/outbound)`)
    if (
      /import\s*\{[^}]*\b(?:request|get)\b[^}]*\}\s*from\s*'node:https?'/.test(line) ||
      /\bhttps?\.(?:request|get)\(/.test(line)
    ) {
      problems.push(`node-http-client: ${where} (use outboundFetch from core/outbound)`)
    }
  })
  if (/createOpenAICompatible\(/.test(text) && !/fetch:\s*configuredFetch/.test(text))
    problems.push(`sdk-without-outbound-fetch: ${file} (pass fetch: configuredFetch)`)
  if (/from\s+'openid-client'/.test(text) && !/\[client\.customFetch\]:[^\n]*\bconfiguredFetch\(/.test(text))
    problems.push(`sdk-without-outbound-fetch: ${file} (pass [client.customFetch]: configuredFetch)`)
  return problems
}

function bodyProblems(file: string, text: string): string[] {
  if (file.startsWith('testing/') || isTestHelper(text)) return []
  const problems: string[] = []
  if (BODY_READER_FILES.includes(file) && REGEX_USE.test(text))
    problems.push(`regex-in-body-reader: ${file} (read by position: indexOf, slice)`)
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`
    for (const match of line.matchAll(new RegExp(String.raw`([\w.]+)\(\s*(?:[^()]*,\s*)?${RAW_BODY}`, 'g'))) {
      const reader = match[1].replace(/^\./, '')
      if (!BODY_READERS.has(reader) && reader !== 'rawBodyOf')
        problems.push(`raw-body-reader: ${where} hands a raw body to ${reader} (use JSON.parse or xmlField)`)
    }
    if (
      new RegExp(String.raw`${RAW_BODY}\s*\.\s*(?:match|matchAll|search|replace|replaceAll|split)\(`).test(line) ||
      new RegExp(String.raw`\.(?:test|exec)\(\s*(?:${RAW_BODY}|(?:request|req)\.body\s*\))`).test(line) ||
      /\b(?:request|req)\.body\s*\.\s*(?:match|matchAll|search|replace|replaceAll|split)\(/.test(line)
    ) {
      problems.push(`regex-over-body: ${where}`)
    }
  })
  return problems
}

/**
 * Every break of the two rules under `root` (the gateway's source by default), as `rule: file:line (what to do)`.
 * @example checkSourceRules() // [] when the source keeps them
 */
export function checkSourceRules(root: string = SOURCE): string[] {
  return gatewayFiles(root).flatMap((file) => {
    const text = code(readFileSync(join(root, file), 'utf8'))
    return [...outboundProblems(file, text), ...bodyProblems(file, text)]
  })
}
