import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { DevOutbox } from '../outbox'
import { startMailCatcher } from './mail-catcher'

describe('the mail catcher', () => {
  it('closes in under two seconds while a client is still connected', async () => {
    const catcher = await startMailCatcher('127.0.0.1', new DevOutbox())
    const client = connect(catcher.port, catcher.host)
    // The greeting arrived: the connection is open on the server's side.
    await new Promise((resolve) => client.once('data', resolve))
    const started = Date.now()
    await catcher.close()
    expect(Date.now() - started).toBeLessThan(2000)
    client.destroy()
  })
})
