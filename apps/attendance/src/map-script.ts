/** The part of the AMap JS API 2.0 the clock-in map uses (the demo's stand-in implements the same). */
export interface AMapApi {
  Map: new (container: HTMLElement, options: { center: [number, number]; zoom: number }) => AMapMap
  Marker: new (options: { position: [number, number]; title?: string; color?: string }) => object
  Circle: new (options: {
    center: [number, number]
    radius: number
    strokeColor?: string
    fillColor?: string
  }) => object
}
export interface AMapMap {
  add(overlays: object[]): void
  setFitView(): void
  destroy(): void
}

const loads = new Map<string, Promise<AMapApi>>()

/** Loads a map script once per URL and answers its `window.AMap`; rejects when it fails to load or defines none. */
export function loadMapScript(src: string): Promise<AMapApi> {
  let load = loads.get(src)
  if (!load) {
    load = new Promise<AMapApi>((resolve, reject) => {
      const element = document.createElement('script')
      element.src = src
      element.async = true
      element.onload = () => {
        const api = (window as unknown as { AMap?: AMapApi }).AMap
        if (api?.Map) resolve(api)
        else reject(new Error('the map script defined no AMap'))
      }
      element.onerror = () => reject(new Error(`the map script did not load: ${src}`))
      document.head.append(element)
    })
    load.catch(() => loads.delete(src))
    loads.set(src, load)
  }
  return load
}
