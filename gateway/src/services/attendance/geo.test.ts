import { describe, expect, it } from 'vitest'
import { checkPlace, distanceM } from './geo'

const shanghai = { id: 1, name: '上海办公室', lat: 31.2304, lng: 121.4737, radius: 200 }
const beijing = { id: 2, name: 'Beijing office', lat: 39.9042, lng: 116.4074, radius: 300 }

describe('the clock-in place check', () => {
  it('measures great-circle distances in metres', () => {
    expect(Math.round(distanceM(shanghai, beijing) / 1000)).toBe(1067)
    expect(Math.round(distanceM(shanghai, { lat: 31.2304 + 0.001, lng: 121.4737 }))).toBe(111)
  })

  it('is in range inside any place radius and names the nearest place otherwise', () => {
    expect(checkPlace([beijing, shanghai], { lat: 31.231, lng: 121.4737 })).toEqual({
      place: { id: 1, name: '上海办公室' },
      distanceM: 67,
      inRange: true,
    })
    const far = checkPlace([beijing, shanghai], { lat: 31.2404, lng: 121.4737 })
    expect(far).toMatchObject({ place: { id: 1 }, inRange: false })
    expect(far.distanceM).toBe(1112)
  })

  it('accepts any location without places and refuses a missing location with places', () => {
    expect(checkPlace([], null)).toEqual({ place: null, distanceM: null, inRange: true })
    expect(checkPlace([shanghai], null)).toEqual({ place: null, distanceM: null, inRange: false })
  })
})
