import { ReleaseFormPage } from '../../features/release-form/routes/release-form-page.tsx';
import { RemoveReleaseButton } from '../../features/releases/components/remove-release-button.tsx';

// Features do not import each other (decision 053): the form gets the releases area's Delete from the app.

/** The release form, with the same Delete (question and DELETE /draft-release) as a draft's release page. */
export function ReleaseFormRoute() {
  return <ReleaseFormPage removeDraft={({ albumId, title, onDeleted }) => <RemoveReleaseButton albumId={albumId} title={title} kind="delete" isDraft onDone={onDeleted} />} />;
}
