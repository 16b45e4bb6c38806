/** Test files for the release form's upload tests. */
export { makeWav } from '@portal/domain/release/test-wav';
