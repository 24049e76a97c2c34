const EARTH_RADIUS_M = 6_371_008.8
const rad = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance in metres between two points (haversine). */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface PlaceCheck {
  /** The nearest place and the distance to it (metres, rounded); null without places or location. */
  place: { id: number; name: string } | null
  distanceM: number | null
  /** Inside some place's radius, or no place to check. */
  inRange: boolean
}

/** Checks a location against the clock-in places: in range inside any place's radius; no places: accepted. */
export function checkPlace(
  places: { id: number; name: string; lat: number; lng: number; radius: number }[],
  at: { lat: number; lng: number } | null,
): PlaceCheck {
  if (places.length === 0) return { place: null, distanceM: null, inRange: true }
  if (!at) return { place: null, distanceM: null, inRange: false }
  const measured = places
    .map((place) => ({ place, distance: distanceM(at, place) }))
    .sort((a, b) => a.distance - b.distance)
  const inside = measured.find((m) => m.distance <= m.place.radius)
  const nearest = inside ?? measured[0]
  return {
    place: { id: nearest.place.id, name: nearest.place.name },
    distanceM: Math.round(nearest.distance),
    inRange: inside !== undefined,
  }
}
