// The staff screens' UI kit (docs/decisions/0018-one-staff-area.md): bundled into each remote at build
// time (`shared/admin` is not the federated `shared` singleton), so a staff screen is its columns, its
// queries and little else. Its state (the session, the HTTP client, ApiError) comes from `shared`.
export { AdminScreen, AdminCount, type AdminScreenProps } from './AdminScreen.tsx';
export { AdminTable, type AdminTableProps } from './AdminTable.tsx';
export { LoadFailed, type LoadFailedProps } from './LoadFailed.tsx';
export { ReportTags, type ReportTagsProps } from './ReportTags.tsx';
export { ADMIN_TABLE_CLASS, labelledColumns } from './labelled-columns.ts';
export { useListParams, type ListParams, type Paging } from './use-list-params.ts';
export { useToasts, type Toasts } from './use-toasts.ts';
export { showServerErrors } from './server-errors.ts';
export { DateTime, formatDate, formatDateTime } from './dates.tsx';
export { countOf } from './count.ts';
export { useStaffChange } from './use-staff-change.ts';
