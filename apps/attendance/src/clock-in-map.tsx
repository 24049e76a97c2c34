import { useEffect, useRef, useState } from 'react'
import type { Located } from './geolocation'
import type { Place } from './kaoqin-api'
import { loadMapScript } from './map-script'
import { useT } from '@hr-portal/kit'

/**
 * The clock-in places (marker and radius) and the person's position on the map of the tenant's map service, loaded by
 * its script; the distance in words stays beside it. A script that does not load shows the map-load-failed message.
 */
export function ClockInMap({ script, places, located }: { script: string; places: Place[]; located: Located }) {
  const t = useT()
  const container = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const here = located.state === 'found' ? { lat: located.lat, lng: located.lng } : null
  const hereLat = here?.lat
  const hereLng = here?.lng
  const you = t('att.mapYou')

  useEffect(() => {
    let map: { destroy(): void } | null = null
    let cancelled = false
    setFailed(false)
    loadMapScript(script)
      .then((AMap) => {
        if (cancelled || !container.current) return
        const points = [
          ...places,
          ...(hereLat !== undefined && hereLng !== undefined ? [{ lat: hereLat, lng: hereLng }] : []),
        ]
        if (points.length === 0) return
        const created = new AMap.Map(container.current, { center: [points[0].lng, points[0].lat], zoom: 16 })
        created.add([
          ...places.flatMap((place) => [
            new AMap.Circle({ center: [place.lng, place.lat], radius: place.radius }),
            new AMap.Marker({ position: [place.lng, place.lat], title: place.name }),
          ]),
          ...(hereLat !== undefined && hereLng !== undefined
            ? [new AMap.Marker({ position: [hereLng, hereLat], title: you, color: '#fa8c16' })]
            : []),
        ])
        created.setFitView()
        map = created
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      map?.destroy()
    }
  }, [script, places, hereLat, hereLng, you])

  if (failed)
    return (
      <p className="form-error" role="alert" data-testid="clock-map-failed">
        {t('att.mapLoadFailed')}
      </p>
    )
  const label =
    places.length > 0
      ? t('att.mapLabel', { places: places.map((place) => place.name).join(', ') })
      : t('att.mapLabelNoPlaces')
  return <div className="clock-map" ref={container} role="img" aria-label={label} data-testid="clock-map" />
}
