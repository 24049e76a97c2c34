// §9 image viewer: zoom ratio 0.1, minimum 0.01, maximum 100; slideshow every 5000 ms; z-index 2015.
export const ZOOM_RATIO = 0.1
export const MIN_SCALE = 0.01
export const MAX_SCALE = 100
export const SLIDESHOW_MS = 5000
export const VIEWER_Z_INDEX = 2015

export interface ViewerState {
  index: number
  scale: number
  /** Degrees, a multiple of 90 in 0..270. */
  rotate: number
  flipX: boolean
  flipY: boolean
  playing: boolean
}

export type ViewerAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'reset' }
  | { type: 'rotateLeft' }
  | { type: 'rotateRight' }
  | { type: 'flipX' }
  | { type: 'flipY' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'play' }
  | { type: 'pause' }

export const initialViewer = (index = 0): ViewerState => ({
  index,
  scale: 1,
  rotate: 0,
  flipX: false,
  flipY: false,
  playing: false,
})

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale * 1000) / 1000))

/** Zoom steps by the ratio of the current scale, within 0.01 … 100; a new image starts unzoomed. */
export function viewerReducer(count: number) {
  return (state: ViewerState, action: ViewerAction): ViewerState => {
    const to = (index: number) => ({ ...initialViewer((index + count) % count), playing: state.playing })
    switch (action.type) {
      case 'zoomIn':
        return { ...state, scale: clampScale(state.scale * (1 + ZOOM_RATIO)) }
      case 'zoomOut':
        return { ...state, scale: clampScale(state.scale / (1 + ZOOM_RATIO)) }
      case 'reset':
        return { ...initialViewer(state.index), playing: state.playing }
      case 'rotateLeft':
        return { ...state, rotate: (state.rotate + 270) % 360 }
      case 'rotateRight':
        return { ...state, rotate: (state.rotate + 90) % 360 }
      case 'flipX':
        return { ...state, flipX: !state.flipX }
      case 'flipY':
        return { ...state, flipY: !state.flipY }
      case 'next':
        return count ? to(state.index + 1) : state
      case 'prev':
        return count ? to(state.index - 1) : state
      case 'play':
        return { ...state, playing: count > 1 }
      case 'pause':
        return { ...state, playing: false }
    }
  }
}

/** The CSS transform of the image for a state. */
export const transformOf = (s: ViewerState) =>
  `scale(${s.flipX ? -s.scale : s.scale}, ${s.flipY ? -s.scale : s.scale}) rotate(${s.rotate}deg)`
