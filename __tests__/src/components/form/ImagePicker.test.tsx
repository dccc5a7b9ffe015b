import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ImagePicker } from '../../../../src/components/form/ImagePicker';
import { StoresProvider, type RootStore } from '../../../../src/stores';
import { PICTURE_GRID_COLUMNS } from '../../../../src/utils/pictures';
import { createTestStore, en } from '../../helpers/renderApp';
import { renderControl } from './renderForm';

/** A JPEG head whose EXIF says orientation `o` (big-endian, one IFD0 entry). */
function exifJpeg(o: number): ArrayBuffer {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, o, 0, 0, 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, body.length + 2, ...body, 0xff, 0xda, 0, 2]).buffer;
}

const file = (name: string, type: string, bytes: BlobPart = 'x') => new File([bytes], name, { type });

async function renderPicker(props: { generic?: boolean; max?: number } = {}) {
  const { store } = await createTestStore();
  let latest: File[] = [];
  function Host() {
    const [pictures, setPictures] = useState<File[]>([]);
    latest = pictures;
    return <ImagePicker name="pictures" label="Pictures" pictures={pictures} onChange={setPictures} {...props} />;
  }
  const view = await renderControl(
    <StoresProvider store={store as RootStore}>
      <Host />
    </StoresProvider>,
  );
  const input = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const choose = (...files: File[]) => act(() => void fireEvent.change(input(), { target: { files } }));
  return { ...view, store, input, choose, pictures: () => latest };
}

describe('ImagePicker', () => {
  it('the generic picker takes jpg, jpeg, png and gif, one file per choice', async () => {
    const { input, choose, pictures, store } = await renderPicker({ generic: true });
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    expect(input()).not.toHaveAttribute('multiple');
    await choose(file('a.gif', 'image/gif'));
    await choose(file('b.jpg', 'image/jpeg'));
    expect(pictures().map((p) => p.name)).toEqual(['a.gif', 'b.jpg']);
    expect(store.ui.toasts).toEqual([]);
    expect(screen.getByText(en.pay.pictureRulesGeneric.replace('{{max}}', '3'))).toBeInTheDocument();
  });

  it('the upload picker (apply screen, deposit proofs, identity) refuses a gif with the type toast', async () => {
    const { input, choose, pictures, store } = await renderPicker();
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png');
    await choose(file('a.gif', 'image/gif'));
    expect(pictures()).toEqual([]);
    expect(store.ui.toasts.map((t) => t.message)).toEqual([{ key: 'activity_apply_remark_limit2' }]);
  });

  it(`lays the pictures out in rows of ${PICTURE_GRID_COLUMNS}`, async () => {
    const { choose } = await renderPicker({ generic: true, max: 8 });
    for (const n of [1, 2, 3, 4, 5]) await choose(file(`${n}.png`, 'image/png'));
    const grid = screen.getAllByRole('listitem')[0].parentElement!;
    expect(PICTURE_GRID_COLUMNS).toBe(4);
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(4, 1fr)' });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('adding and removing report the new list', async () => {
    const { choose, pictures } = await renderPicker();
    await choose(file('a.png', 'image/png'), file('b.png', 'image/png'));
    fireEvent.click(screen.getByRole('button', { name: en.pay.removePictureN.replace('{{n}}', '1') }));
    expect(pictures().map((p) => p.name)).toEqual(['b.png']);
  });

  it.each([
    [6, 90],
    [3, 180],
    [8, 270],
    [1, 0],
  ])('turns a JPEG preview of EXIF orientation %i by %i degrees (the browser’s own turn is off)', async (orientation, degrees) => {
    const { choose } = await renderPicker();
    await choose(file('phone.jpg', 'image/jpeg', exifJpeg(orientation)));
    const img = await screen.findByRole('img', { name: en.pay.pictureN.replace('{{n}}', '1') });
    await waitFor(() => expect(img).toHaveAttribute('data-rotation', String(degrees)));
    if (degrees) expect(img).toHaveStyle({ transform: `rotate(${degrees}deg)` });
    expect(img).toHaveStyle({ imageOrientation: 'none' });
  });

  it('a picture that cannot be shown gives the load-failure text in its place', async () => {
    const { choose } = await renderPicker({ generic: true });
    await choose(file('broken.gif', 'image/gif'));
    const img = await screen.findByRole('img', { name: en.pay.pictureN.replace('{{n}}', '1') });
    fireEvent.error(img);
    expect(await screen.findByText(en.pay.pictureLoadFailed)).toBeInTheDocument();
  });
});
