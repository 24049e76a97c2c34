import { useCallback, useEffect, useState } from 'react'

/** Where the browser says we are, or why it cannot say. */
export type Located =
  | { state: 'locating' }
  | { state: 'found'; lat: number; lng: number; accuracy: number }
  | { state: 'refused' | 'unavailable' }

/** The browser's location (navigator.geolocation), asked on mount and again on `locate()`. */
export function useLocation(): [Located, () => void] {
  const [located, setLocated] = useState<Located>({ state: 'locating' })
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) return setLocated({ state: 'unavailable' })
    setLocated({ state: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setLocated({
          state: 'found',
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracy: position.coords.accuracy,
        }),
      (error) => setLocated({ state: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    )
  }, [])
  useEffect(locate, [locate])
  return [located, locate]
}

const rad = (degrees: number) => (degrees * Math.PI) / 180

/** Metres between two points (haversine), for showing the distance; the gateway decides the range itself. */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)))
}
