export { Button, type ButtonProps } from './button'
export { TextField, type TextFieldProps } from './text-field'
export { MessageView, type MessageItem, type MessageType } from './message/message-view'
export {
  createI18n,
  isLanguage,
  LANGUAGES,
  FALLBACK_LANGUAGE,
  type I18n,
  type Language,
  type Catalogue,
} from './i18n/create-i18n'
export { listText } from './i18n/list-text'
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog'
export { SafeHtml } from './dialog/safe-html'
export { PaginationBar, type PaginationBarProps, type PaginationLabels } from './pagination/pagination-bar'
export { paginationLabels } from './pagination/labels'
export { clampPage, goToPage, totalPages, PAGE_SIZES, DEFAULT_PAGE_SIZE } from './pagination/pagination-rules'
export { RequestStatus, type RequestStatusProps } from './request-status'
export { NoAccess, type NoAccessProps } from './no-access/no-access'
export { noAccessLabels, type NoAccessLabels } from './no-access/labels'
export { isFinalAnswer, isNoAccess, NO_PERMISSION_CODE } from './no-access/is-no-access'
export { LoadError, type LoadErrorProps } from './no-access/load-error'
export { DialogContainer } from './dialog-container/dialog-container'
export { dialogContainerLabels } from './dialog-container/labels'
export { createClickLock, lockMsOf, CLICK_LOCK_MS, NO_DELAY_LOCK_MS } from './dialog-container/click-lock'
export { printElement } from './dialog-container/print-element'
export { printableOf, type PrintableDocument } from './dialog-container/printable'
export type {
  DialogButton,
  DialogContainerLabels,
  DialogContainerProps,
  DropdownItem,
  QRCodeProp,
} from './dialog-container/types'
export {
  RangeFilter,
  rangeFilterLabels,
  type RangeFilterLabels,
  type RangeFilterProps,
} from './range-filter/range-filter'
export { checkRange, type RangeProblem } from './range-filter/range-rules'
export { ImageViewer, type ImageViewerProps, type ViewerImage } from './image-viewer/image-viewer'
export { imageViewerLabels, type ImageViewerLabels } from './image-viewer/labels'
export { ZOOM_RATIO, MIN_SCALE, MAX_SCALE, SLIDESHOW_MS, VIEWER_Z_INDEX } from './image-viewer/viewer-state'
export { Upload, type UploadProps } from './upload/upload'
export {
  uploadLabels,
  type UploadedFile,
  type UploadFn,
  type UploadLabels,
  type UploadProgressInfo,
} from './upload/types'
export {
  checkFiles,
  acceptOf,
  DOCUMENT_FORMATS,
  IMAGE_FORMATS,
  VIDEO_FORMATS,
  type FileProblem,
  type UploadLimits,
} from './upload/upload-rules'
export { BusinessCard, type BusinessCardProps } from './business-card/business-card'
export { DataTable, dataTableLabels, type DataTableLabels, type DataTableProps } from './data-table/data-table'
export { RowButtons, type RowButtonsConfig } from './data-table/row-buttons'
export {
  animatesRows,
  batchValues,
  DEFAULT_BATCH_KEYS,
  HEAD_HEIGHT,
  MIN_COLUMN_WIDTH,
  TRANSITION_ROW_LIMIT,
  TREE_INDENT,
} from './data-table/table-rules'
export {
  buttonsFor,
  changeButtons,
  TABLE_BUTTON_EVENTS,
  tableButtonLabels,
  type TableButton,
  type TableButtonChange,
  type TableButtonEvent,
} from './data-table/table-buttons'
export {
  initialLevels,
  levelStep,
  pageStep,
  resetPage,
  PAGE_LEVELS,
  SHELL_PAGE_SIZES,
  TABLE_PAGE_SIZES,
  type PageEvent,
  type PageInfo,
} from './pagination/page-levels'
export type { ColumnDef } from './data-table/features'
export { ListPage } from './list-page/list-page'
export { MonthGrid, type MonthGridProps, type MonthGridRow } from './month-grid/month-grid'
export { DayKindKey, type DayKindKeyProps } from './month-grid/day-kind-key'
export { monthGridLabels } from './month-grid/labels'
export type { DayKind, DayKindView, MonthGridLabels } from './month-grid/day-kinds'
export {
  MonthFilters,
  moveMonth,
  type FilterOrgan,
  type MonthFiltersLabels,
  type MonthFiltersProps,
} from './month-grid/month-filters'
export { listPageLabels } from './list-page/labels'
export type { ApprovalBlock, ListPageLabels, ListPageProps, StatisticsState, StatItem } from './list-page/types'
export { SchemeBar } from './scheme-bar/scheme-bar'
export { schemeBarLabels } from './scheme-bar/labels'
export type { SavedScheme, SchemeApi, SchemeBarLabels, SchemeBarProps } from './scheme-bar/types'
export { type FoundPage, PeoplePicker, type PeoplePickerProps, type PickedPerson } from './people-picker/people-picker'
export { peoplePickerLabels, type PeoplePickerLabels } from './people-picker/labels'
export {
  ApprovalFlow,
  FLOW_ACTIONS,
  type ApprovalFlowProps,
  type FlowAction,
  type FlowView,
} from './approval-flow/approval-flow'
export { approvalFlowLabels, type ApprovalFlowLabels } from './approval-flow/labels'
export { QuickFilters, type QuickFiltersProps } from './quick-filters/quick-filters'
export { quickFiltersLabels } from './quick-filters/labels'
export type { QuickFilterField, QuickFiltersLabels, QuickFilterValue, QuickFilterValues } from './quick-filters/types'
export { DateField, type DateFieldProps } from './date-field/date-field'
export { parseDateText, showDateValue, type DateKind } from './date-field/date-text'
export { dateFieldLabels, type DateFieldLabels } from './date-field/labels'
