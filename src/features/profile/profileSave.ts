import type { SubmissionErrors } from 'final-form';
import type { ProfileData, ProfileFiles } from './ProfileStore';

/** What a tab calls to save: resolves to undefined on success, or the form's submit errors. */
export type SaveProfile = (data: ProfileData, files?: ProfileFiles) => Promise<SubmissionErrors | undefined>;
