/**
 * The demo's stand-in for the AMap JS API 2.0 (no internet in development): the part the clock-in page uses, drawn
 * with plain elements on a grid. `AMap.Map(container, {center, zoom})` with add(), setFitView() and destroy();
 * `AMap.Marker({position, title})` (an element `.amap-marker` with the title); `AMap.Circle({center, radius})`.
 * Positions are `[lng, lat]`. Like the real API it loads only with a key, and marks the container `.amap-container`.
 */
export const MAP_STAND_IN_SCRIPT = String.raw`(function () {
  var script = document.currentScript
  var key = script ? new URL(script.src).searchParams.get('key') : ''
  if (!key) { console.error('AMap stand-in: no key'); return }
  var TILE = 256
  function worldX(lng, zoom) { return (lng + 180) / 360 * TILE * Math.pow(2, zoom) }
  function worldY(lat, zoom) {
    var s = Math.sin(lat * Math.PI / 180)
    return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * TILE * Math.pow(2, zoom)
  }
  function Map(container, options) {
    this.container = typeof container === 'string' ? document.getElementById(container) : container
    this.center = (options && options.center) || [116.397, 39.909]
    this.zoom = (options && options.zoom) || 15
    this.overlays = []
    this.container.classList.add('amap-container')
    this.container.style.position = this.container.style.position || 'relative'
    this.container.style.overflow = 'hidden'
    this.container.style.backgroundColor = '#eef2e6'
    this.container.style.backgroundImage = 'linear-gradient(#d9dfcf 1px, transparent 1px), linear-gradient(90deg, #d9dfcf 1px, transparent 1px)'
    this.container.style.backgroundSize = '32px 32px'
  }
  Map.prototype.pixel = function (position) {
    var width = this.container.clientWidth, height = this.container.clientHeight
    return [width / 2 + worldX(position[0], this.zoom) - worldX(this.center[0], this.zoom),
      height / 2 + worldY(position[1], this.zoom) - worldY(this.center[1], this.zoom)]
  }
  Map.prototype.add = function (overlays) {
    var self = this
    ;[].concat(overlays).forEach(function (overlay) { self.overlays.push(overlay); overlay.map = self; self.container.appendChild(overlay.element) })
    this.draw()
  }
  Map.prototype.draw = function () {
    var self = this
    this.overlays.forEach(function (overlay) { overlay.draw(self) })
  }
  Map.prototype.setFitView = function () {
    var points = this.overlays.map(function (o) { return o.position || o.center })
    if (points.length === 0) return
    var lngs = points.map(function (p) { return p[0] }), lats = points.map(function (p) { return p[1] })
    this.center = [(Math.min.apply(null, lngs) + Math.max.apply(null, lngs)) / 2, (Math.min.apply(null, lats) + Math.max.apply(null, lats)) / 2]
    var width = Math.max(this.container.clientWidth - 64, 64), height = Math.max(this.container.clientHeight - 64, 64)
    for (var zoom = 18; zoom > 3; zoom--) {
      var spanX = worldX(Math.max.apply(null, lngs), zoom) - worldX(Math.min.apply(null, lngs), zoom)
      var spanY = worldY(Math.min.apply(null, lats), zoom) - worldY(Math.max.apply(null, lats), zoom)
      var radius = Math.max.apply(null, this.overlays.map(function (o) { return o.radius ? o.radius / (156543.03 * Math.cos(o.center[1] * Math.PI / 180) / Math.pow(2, zoom)) * 2 : 0 }))
      if (spanX + radius <= width && spanY + radius <= height) break
    }
    this.zoom = zoom
    this.draw()
  }
  Map.prototype.destroy = function () {
    this.overlays.forEach(function (o) { o.element.remove() })
    this.overlays = []
    this.container.classList.remove('amap-container')
  }
  function Marker(options) {
    this.position = options.position
    this.element = document.createElement('div')
    this.element.className = 'amap-marker'
    if (options.title) this.element.title = options.title
    this.element.style.cssText = 'position:absolute;width:14px;height:14px;margin:-14px 0 0 -7px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:' + (options.color || '#1677ff') + ';border:2px solid #fff'
    if (options.map) options.map.add(this)
  }
  Marker.prototype.draw = function (map) {
    var at = map.pixel(this.position)
    this.element.style.left = at[0] + 'px'
    this.element.style.top = at[1] + 'px'
  }
  function Circle(options) {
    this.center = options.center
    this.radius = options.radius
    this.element = document.createElement('div')
    this.element.className = 'amap-circle'
    this.element.style.cssText = 'position:absolute;border-radius:50%;border:2px solid ' + (options.strokeColor || '#1677ff') + ';background:' + (options.fillColor || 'rgba(22,119,255,0.15)')
    if (options.map) options.map.add(this)
  }
  Circle.prototype.draw = function (map) {
    var metresPerPixel = 156543.03 * Math.cos(this.center[1] * Math.PI / 180) / Math.pow(2, map.zoom)
    var size = 2 * this.radius / metresPerPixel, at = map.pixel(this.center)
    this.element.style.width = this.element.style.height = size + 'px'
    this.element.style.left = (at[0] - size / 2) + 'px'
    this.element.style.top = (at[1] - size / 2) + 'px'
  }
  window.AMap = { Map: Map, Marker: Marker, Circle: Circle, version: '2.0-stand-in' }
})()
`
