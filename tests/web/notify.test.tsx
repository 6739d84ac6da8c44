import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeNotices, notify, SAVE_FAILED_MESSAGE, UPDATED_MESSAGE } from '../../src/shared/ui/notify';

describe('notices', () => {
  afterEach(() => closeNotices());

  it("a save's success takes away the refusal of the save before it", async () => {
    notify('File too large: the limit is 5 MB', 'failure');
    expect(await screen.findByText('File too large: the limit is 5 MB')).toBeTruthy();
    notify(UPDATED_MESSAGE, 'success');
    expect(await screen.findByText(UPDATED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('File too large: the limit is 5 MB')).toBeNull());
  });

  it('a refusal after a success leaves the success on screen', async () => {
    notify(UPDATED_MESSAGE, 'success');
    expect(await screen.findByText(UPDATED_MESSAGE)).toBeTruthy();
    notify(SAVE_FAILED_MESSAGE, 'failure');
    expect(await screen.findByText(SAVE_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByText(UPDATED_MESSAGE)).toBeTruthy();
  });
});
