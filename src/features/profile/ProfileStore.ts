// Saves of the onboarding dialogs (PUT /users/{id} as form-data).
import { flow, getEnv, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { RootEnv } from '../../shared/state/RootEnv';

export type ProfileData = components['schemas']['ProfileData'];
export type Usermeta = components['schemas']['Usermeta'];

export type ProfileFiles = {
  profile_pic?: File;
  visiting_card?: File;
};

export const ProfileStore = types
  .model('ProfileStore', {})
  .volatile(() => ({
    saving: false,
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);
    return {
      /** PUT /users/{id} with the JSON in the 'data' part and the chosen files; throws ApiError on failure. */
      save: flow(function* save(userId: number, data: ProfileData, files: ProfileFiles = {}) {
        self.saving = true;
        try {
          const answer = yield* toGenerator(
            unwrap(
              env().api.PUT('/users/{id}', {
                params: { path: { id: userId } },
                body: { data: JSON.stringify(data) },
                bodySerializer: (body) => {
                  const form = new FormData();
                  form.append('data', body.data);
                  if (files.profile_pic) form.append('profile_pic', files.profile_pic);
                  if (files.visiting_card) form.append('visiting_card', files.visiting_card);
                  return form;
                },
              }),
            ),
          );
          return answer;
        } finally {
          self.saving = false;
        }
      }),
    };
  });
