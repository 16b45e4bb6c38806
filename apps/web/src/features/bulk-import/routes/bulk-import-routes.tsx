import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Center, Loader } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { PermissionGuard } from '../../../components/permission-guard.tsx';

const page = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T): LazyExoticComponent<ComponentType> => lazy(() => load().then((m) => ({ default: m[name]! })));

const BulkImportPage = page(() => import('./bulk-import-page.tsx'), 'BulkImportPage');
const TaskDetailPage = page(() => import('./task-detail-page.tsx'), 'TaskDetailPage');
const UploadLimitPage = page(() => import('./upload-limit-page.tsx'), 'UploadLimitPage');

/** Bulk import under /release-management/import (issue 10): every page needs Release Edit, as the API does. */
export function BulkImportRoutes() {
  return (
    <PermissionGuard resource="Release" action="Edit">
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <Routes>
          <Route index element={<BulkImportPage />} />
          <Route path="limits" element={<UploadLimitPage />} />
          <Route path=":taskId" element={<TaskDetailPage />} />
        </Routes>
      </Suspense>
    </PermissionGuard>
  );
}
