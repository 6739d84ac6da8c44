import { Callout } from '@blueprintjs/core';
import { useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import type { ApiUser } from '../../api/client';
import { locationCount } from '../../domain/validators';
import { EntryForm } from '../../shared/form/EntryForm';
import { FormDraft } from '../../shared/form/FormDraft';
import { fieldError } from '../../shared/form/fieldError';
import { draftSpec } from '../../shared/form/formDrafts';
import { LocationPicker } from '../../shared/map/LocationPicker';
import type { LatLng } from '../../shared/map/mapConfig';
import { ProfileFormFooter } from './FormErrorCallout';
import type { SaveProfile } from './profileSave';

type LocationValues = { user_location: LatLng[] };

export type PickLocationFormProps = { user: ApiUser; onSave: SaveProfile };

const validateLocations = (value: unknown) => locationCount(Array.isArray(value) ? value.length : 0);

function LocationsField() {
  const { input, meta } = useField<LatLng[]>('user_location', { validate: validateLocations });
  const error = fieldError(meta);
  const value = Array.isArray(input.value) ? input.value : [];
  const handleChange = (next: LatLng[]) => {
    input.onChange(next);
    input.onBlur();
  };
  return (
    <>
      <p className="bp6-text-muted">Click on the map to mark the places you work in (up to 6).</p>
      <LocationPicker value={value} onChange={handleChange} label="Pick your locations on the map" />
      {error ? (
        <Callout intent="danger" compact role="alert" style={{ marginTop: 8 }}>
          {error}
        </Callout>
      ) : null}
    </>
  );
}

const DRAFT = draftSpec<LocationValues>('profile.location', {
  user_location: {
    type: 'array',
    maxItems: 6,
    items: {
      type: 'object',
      required: ['lat', 'lng'],
      additionalProperties: false,
      properties: { lat: { type: 'number' }, lng: { type: 'number' } },
    },
  },
});

/** Pick Location tab: 1 to 6 markers on the map, saved as Usermeta.user_location (spec 2.5, 5). */
export function PickLocationForm({ user, onSave }: PickLocationFormProps) {
  const initialValues = useMemo<LocationValues>(
    () => ({ user_location: user.UserInfo.user_location.map((p) => ({ lat: p.lat, lng: p.lng })) }),
    [user],
  );
  const handleSubmit = (values: LocationValues) =>
    onSave({ Usermeta: { user_location: values.user_location.map((p) => ({ lat: p.lat, lng: p.lng })) } });
  return (
    <Form<LocationValues> onSubmit={handleSubmit} initialValues={initialValues}>
      {({ handleSubmit: submit, submitting, submitError }) => (
        <EntryForm onSubmit={submit} aria-label="Pick Location">
          <FormDraft spec={DRAFT} userId={user.id} />
          <LocationsField />
          <ProfileFormFooter submitError={submitError} submitting={submitting} />
        </EntryForm>
      )}
    </Form>
  );
}
