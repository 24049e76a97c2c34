import { describe, expect, it } from 'vitest'
import { isPublicAddress, literalAddress } from './public-address'

describe('public addresses', () => {
  it('are public unicast ones only', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8'])
      expect([address, isPublicAddress(address)]).toEqual([address, true])
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false])
    }
  })

  it('reads IP literals of URL hosts, with IPv6 brackets', () => {
    expect([literalAddress('[::1]'), literalAddress('10.0.0.1'), literalAddress('vendor.example.com')]).toEqual([
      '::1',
      '10.0.0.1',
      null,
    ])
  })
})
