import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ImageViewerLabels } from './labels'
import {
  initialViewer,
  SLIDESHOW_MS,
  transformOf,
  VIEWER_Z_INDEX,
  viewerReducer,
  type ViewerAction,
} from './viewer-state'

export interface ViewerImage {
  src: string
  alt: string
}

export interface ImageViewerProps {
  open: boolean
  images: ViewerImage[]
  startIndex?: number
  labels: ImageViewerLabels
  onClose: () => void
}

const KEYS: Record<string, ViewerAction> = {
  '+': { type: 'zoomIn' },
  '=': { type: 'zoomIn' },
  '-': { type: 'zoomOut' },
  '0': { type: 'reset' },
  ArrowRight: { type: 'next' },
  ArrowLeft: { type: 'prev' },
  r: { type: 'rotateRight' },
  R: { type: 'rotateLeft' },
  h: { type: 'flipX' },
  v: { type: 'flipY' },
}

/**
 * §2 image viewer: zoom (±10 % a step, 0.01× … 100×), rotate, flip, slideshow every 5 s and full
 * screen, over everything at z-index 2015. Keys: + − 0, ← →, r / R, h / v, space plays or pauses.
 */
export function ImageViewer({ open, images, startIndex = 0, labels, onClose }: ImageViewerProps) {
  const [state, dispatch] = useReducer(viewerReducer(images.length), initialViewer(startIndex))
  const stage = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!state.playing) return
    const timer = setInterval(() => dispatch({ type: 'next' }), SLIDESHOW_MS)
    return () => clearInterval(timer)
  }, [state.playing])
  const image = images[state.index]
  const onKey = (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault()
      return dispatch({ type: state.playing ? 'pause' : 'play' })
    }
    const action = KEYS[event.key]
    if (action) {
      event.preventDefault()
      dispatch(action)
    }
  }
  const tool = (action: ViewerAction['type'], label: string, text: string) => (
    <button
      type="button"
      className="hr-viewer-tool"
      aria-label={label}
      title={label}
      onClick={() => dispatch({ type: action } as ViewerAction)}
    >
      {text}
    </button>
  )
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onClose()
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="hr-dialog-backdrop" style={{ zIndex: VIEWER_Z_INDEX - 1 }} />
        <Dialog.Positioner className="hr-viewer-positioner" style={{ zIndex: VIEWER_Z_INDEX }}>
          <Dialog.Content className="hr-viewer" aria-label={labels.dialog} data-testid="image-viewer" onKeyDown={onKey}>
            <div className="hr-viewer-stage" ref={stage}>
              {image && (
                <img
                  src={image.src}
                  alt={image.alt}
                  data-testid="viewer-image"
                  style={{ transform: transformOf(state) }}
                  data-scale={state.scale}
                  data-rotate={state.rotate}
                  data-flip={`${state.flipX ? 'x' : ''}${state.flipY ? 'y' : ''}`}
                />
              )}
            </div>
            <div className="hr-viewer-bar" role="toolbar" aria-label={labels.dialog}>
              {tool('prev', labels.prev, '‹')}
              <span className="hr-viewer-position" aria-live="polite">
                {labels.position(state.index + 1, images.length)}
              </span>
              {tool('next', labels.next, '›')}
              {tool('zoomOut', labels.zoomOut, '−')}
              {tool('zoomIn', labels.zoomIn, '+')}
              {tool('reset', labels.reset, '1:1')}
              {tool('rotateLeft', labels.rotateLeft, '⟲')}
              {tool('rotateRight', labels.rotateRight, '⟳')}
              {tool('flipX', labels.flipX, '⇋')}
              {tool('flipY', labels.flipY, '⇵')}
              <button
                type="button"
                className="hr-viewer-tool"
                aria-pressed={state.playing}
                aria-label={state.playing ? labels.pause : labels.play}
                onClick={() => dispatch({ type: state.playing ? 'pause' : 'play' })}
              >
                {state.playing ? '❚❚' : '▶'}
              </button>
              <button
                type="button"
                className="hr-viewer-tool"
                aria-label={labels.fullScreen}
                onClick={() => void stage.current?.requestFullscreen?.().catch(() => {})}
              >
                ⛶
              </button>
              <Dialog.CloseTrigger className="hr-viewer-tool" aria-label={labels.close}>
                ×
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
