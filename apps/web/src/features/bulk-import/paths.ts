/** Where bulk import lives: under music management, as its "bulk import" mode. */
export const BULK_IMPORT_PATH = '/release-management/import';
export const UPLOAD_LIMITS_PATH = `${BULK_IMPORT_PATH}/limits`;
export const taskPath = (taskId: number) => `${BULK_IMPORT_PATH}/${taskId}`;
export const releasePath = (albumId: number) => `/release-management/${albumId}`;
