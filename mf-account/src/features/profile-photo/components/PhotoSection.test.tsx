import { fireEvent, screen } from '@testing-library/react';
import { setChannelValue } from '@steady/bus/testing';
import { languageChannel } from '@steady/bus';
import { profilePhotoLimits } from '@steady/contracts';
import { fakeApi, renderPage, resetDevice, signIn, testUser } from '../../../shared/testing/render-page';
import { PhotoSection } from './PhotoSection';

/** Chooses a photo one byte over the limit in the section's file input. */
function chooseTooLargePhoto() {
  const file = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: profilePhotoLimits.maximumBytes + 1 });
  fireEvent.change(document.getElementById('profile-photo-file')!, { target: { files: [file] } });
}

describe('the profile photo', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('refuses a photo over 2 MB before sending it, in the words of the server’s reason', async () => {
    const fetchMock = fakeApi(() => ({ status: 200, body: testUser }));
    renderPage(<PhotoSection user={testUser} />);
    chooseTooLargePhoto();
    expect(await screen.findByText('The photo must be 2 MB or smaller.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so in Russian to a Russian reader', async () => {
    setChannelValue(languageChannel, 'ru');
    fakeApi(() => ({ status: 200, body: testUser }));
    renderPage(<PhotoSection user={testUser} />);
    chooseTooLargePhoto();
    expect(await screen.findByText('Размер фото — не больше 2 МБ.')).toBeInTheDocument();
  });
});
