import type { DialogContainerLabels } from './types'

export const dialogContainerLabels: Record<'zh-CN' | 'en', DialogContainerLabels> = {
  'zh-CN': {
    more: '更多',
    print: '打印',
    downloadPdf: '下载PDF',
    qrCode: '二维码',
    qrDownload: '下载二维码',
    noQrText: '暂无二维码内容',
    close: '关闭',
    cancel: '取消',
    closeConfirmTitle: '提示',
    closeConfirmText: '确定要关闭吗？未保存的内容将丢失。',
    ok: '确定',
  },
  en: {
    more: 'More',
    print: 'Print',
    downloadPdf: 'Download PDF',
    qrCode: 'QR code',
    qrDownload: 'Download QR code',
    noQrText: 'There is no QR code content',
    close: 'Close',
    cancel: 'Cancel',
    closeConfirmTitle: 'Confirm',
    closeConfirmText: 'Close this dialog? Unsaved changes will be lost.',
    ok: 'OK',
  },
}
