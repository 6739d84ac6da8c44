import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdditionalDetailsForm } from '../../src/features/profile/AdditionalDetailsForm';
import type { SaveProfile } from '../../src/features/profile/profileSave';
import { EnvContext } from '../../src/shared/state/EnvContext';
import { demoUser, fakeEnvironment } from './fakeEnvironment';

/** The form as the app draws it: inside the environment (its draft is kept in the device's storage). */
const withEnv = (form: React.ReactElement) => (
  <EnvContext.Provider value={fakeEnvironment(() => undefined).env}>{form}</EnvContext.Provider>
);

const filledUser = {
  ...demoUser,
  UserInfo: {
    ...demoUser.UserInfo,
    gst_no: '29ABCDE1234F1ZW',
    rera_no: 'A12345678901',
    pincode: '560001',
    total_experience: 7,
    office_location: 'MG Road, Bengaluru',
  },
};

describe('Additional Details tab', () => {
  it('sends a cleared GSTIN, pincode and total experience as null, so the server clears them', async () => {
    const onSave = vi.fn<SaveProfile>(async () => undefined);
    render(withEnv(<AdditionalDetailsForm user={filledUser} onSave={onSave} />));
    for (const label of ['GSTIN', 'Pincode', 'Total experience (years)']) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: '' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      Usermeta: {
        gst_no: null,
        pan_no: null,
        rera_no: 'A12345678901',
        pincode: null,
        total_experience: null,
        office_location: 'MG Road, Bengaluru',
      },
    });
  });

  it('keeps the values it was given and sends them trimmed', async () => {
    const onSave = vi.fn<SaveProfile>(async () => undefined);
    render(withEnv(<AdditionalDetailsForm user={filledUser} onSave={onSave} />));
    fireEvent.change(screen.getByLabelText('Pincode'), { target: { value: ' 411045 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      Usermeta: { pincode: '411045', total_experience: 7, gst_no: '29ABCDE1234F1ZW' },
    });
  });
});
