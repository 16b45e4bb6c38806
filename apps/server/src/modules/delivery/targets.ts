import type { DeliveryTargetSpec } from './delivery-config.ts';
import type { DeliveryTarget } from './delivery-target.ts';
import { LocalFolderTarget } from './local-folder-target.ts';
import { S3Target } from './s3-target.ts';
import { SftpTarget } from './sftp-target.ts';

/** The target for a configured spec (docs/decisions/012-ddex-delivery.md). */
export function createDeliveryTarget(spec: DeliveryTargetSpec): DeliveryTarget {
  switch (spec.kind) {
    case 'local':
      return new LocalFolderTarget(spec.root);
    case 'sftp':
      return new SftpTarget(spec);
    case 's3':
      return new S3Target(spec);
  }
}
