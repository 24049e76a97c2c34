import { describe, expect, it } from 'vitest'
import { addressGroup } from './address-group'

describe('addressGroup', () => {
  it('puts IPv4 addresses in their /24, also when mapped into IPv6', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.0/24')
    expect(addressGroup('203.0.113.250')).toBe(addressGroup('203.0.113.7'))
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.0/24')
    expect(addressGroup('203.0.114.7')).not.toBe(addressGroup('203.0.113.7'))
  })

  it('puts IPv6 addresses in their /64, however they are written', () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'))
  })

  it('keeps anything else as its own group', () => {
    expect(addressGroup('')).toBe('')
    expect(addressGroup('unknown')).toBe('unknown')
  })
})
