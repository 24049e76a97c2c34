export interface ImageViewerLabels {
  dialog: string
  zoomIn: string
  zoomOut: string
  reset: string
  rotateLeft: string
  rotateRight: string
  flipX: string
  flipY: string
  prev: string
  next: string
  play: string
  pause: string
  fullScreen: string
  close: string
  position: (index: number, count: number) => string
}

export const imageViewerLabels: Record<'zh-CN' | 'en', ImageViewerLabels> = {
  'zh-CN': {
    dialog: '图片查看',
    zoomIn: '放大',
    zoomOut: '缩小',
    reset: '还原',
    rotateLeft: '向左旋转',
    rotateRight: '向右旋转',
    flipX: '水平翻转',
    flipY: '垂直翻转',
    prev: '上一张',
    next: '下一张',
    play: '播放',
    pause: '暂停',
    fullScreen: '全屏',
    close: '关闭',
    position: (i, n) => `第 ${i} / ${n} 张`,
  },
  en: {
    dialog: 'Image viewer',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Reset',
    rotateLeft: 'Rotate left',
    rotateRight: 'Rotate right',
    flipX: 'Flip horizontally',
    flipY: 'Flip vertically',
    prev: 'Previous',
    next: 'Next',
    play: 'Play',
    pause: 'Pause',
    fullScreen: 'Full screen',
    close: 'Close',
    position: (i, n) => `${i} of ${n}`,
  },
}
