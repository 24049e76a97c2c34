import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = resolve(import.meta.dirname, '../..')

/** A call that puts a message on its way out of the portal: an e-mail, a text message, a messaging platform's notice. */
const SENDS = /\.mail\.send\(|\.sms\.send\(|messageSenderFor\(/

/**
 * Files that send without the recipient check themselves, and why that is right: notify's sender is called only by
 * its worker, which checks each row first (worker.ts); the code deliveries carry a sign-in or verification code to the
 * address being proven, no company data; a leaver's termination certificate is their own document, sent by HR (who
 * holds the leaving function for the case) to the address on their own record, their account closed or not.
 */
const CHECKED_ELSEWHERE: Record<string, string> = {
  'services/notify/senders.ts': 'services/notify/worker.ts',
  'services/message/delivery-worker.ts': '',
  'services/personnel/leaving/certificate-mail.ts': '',
}

/** The gateway's source files (no tests) that send a message out without calling recipientRefusal before it. */
function uncheckedSenders(files: Map<string, string>): string[] {
  const out: string[] = []
  for (const [file, text] of files) {
    if (!SENDS.test(text)) continue
    if (file in CHECKED_ELSEWHERE) {
      const checker = CHECKED_ELSEWHERE[file]
      if (checker && !/recipientRefusal\(/.test(files.get(checker) ?? ''))
        out.push(`${file} (its checker ${checker} does not check)`)
      continue
    }
    const check = text.search(/recipientRefusal\(/)
    if (check === -1 || check > text.search(SENDS)) out.push(file)
  }
  return out.sort()
}

function sources(): Map<string, string> {
  const files = (readdirSync(SOURCE, { recursive: true }) as string[]).filter(
    (file) =>
      file.endsWith('.ts') &&
      !/\.(test|pg-test)\.ts$/.test(file) &&
      !file.startsWith('testing/') &&
      !file.includes('/simulators/'),
  )
  return new Map(files.map((file) => [relative(SOURCE, join(SOURCE, file)), readFileSync(join(SOURCE, file), 'utf8')]))
}

describe('senders of company data', () => {
  it('check the recipient (recipientRefusal) before anything leaves: no file sends without it', () => {
    expect(uncheckedSenders(sources())).toEqual([])
  })

  it('names a new sender that mails without the check, and a checker that stopped checking', () => {
    const files = sources()
    files.set('services/anything/digest.ts', 'await ctx.integrations.mail.send({ to, subject, text })')
    files.set('services/notify/worker.ts', 'await sendDelivery(this.ctx, row)')
    expect(uncheckedSenders(files)).toEqual([
      'services/anything/digest.ts',
      'services/notify/senders.ts (its checker services/notify/worker.ts does not check)',
    ])
  })
})
