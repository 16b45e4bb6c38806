import * as songsHeads from '@portal/contract/heads/songs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { CoverSlot } from './file-slots.tsx';

// The upload itself is the transport's (tested with it); here: which file the slot sends, under which name.
const uploaded = vi.hoisted(() => [] as File[]);
vi.mock('../upload-api.ts', async (original) => ({
  ...(await original<typeof import('../upload-api.ts')>()),
  uploadReleaseFile: async (file: File) => {
    uploaded.push(file);
    return `uf_${uploaded.length}`;
  },
}));

/** The pictures' sizes as the browser would decode them, by file name. */
const sizes: Record<string, { width: number; height: number }> = {
  'My Cover.jpg': { width: 3000, height: 3000 },
  'Wide Shot.jpg': { width: 3000, height: 2000 },
  'Wide Poster.png': { width: 1800, height: 1500 },
};

const picture = (name: string) => new File([new Uint8Array(2048)], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });

/** The cropper draws on a canvas and loads the picture as an image: neither exists in happy-dom. */
function browserImages() {
  vi.stubGlobal('createImageBitmap', async (file: File) => ({ ...sizes[file.name]!, close() {} }));
  let shown: string | null = null;
  vi.stubGlobal(
    'Image',
    class {
      naturalWidth = 0;
      naturalHeight = 0;
      crossOrigin = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_url: string) {
        const size = sizes[shown!]!;
        setTimeout(() => {
          this.naturalWidth = size.width;
          this.naturalHeight = size.height;
          this.onload?.();
        });
      }
    },
  );
  const context = { clearRect() {}, drawImage() {}, fillRect() {}, strokeRect() {}, fillStyle: '', strokeStyle: '' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) => done(new Blob(['cropped'], { type })));
  return { showing: (name: string) => (shown = name) };
}

function Cover({ savedName, start = '' }: { savedName?: string; start?: string }) {
  const [fileId, setFileId] = useState(start);
  return (
    <>
      <CoverSlot fileId={fileId} savedName={savedName} onChange={setFileId} />
      <output data-testid="cover-id">{fileId}</output>
    </>
  );
}

let images: ReturnType<typeof browserImages>;
beforeEach(() => {
  uploaded.length = 0;
  images = browserImages();
  serveApi(() => ok(songsHeads.coverArtDuplication, { duplicated: false, ownMatches: [], othersMatched: false }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pick = async (name: string) => {
  images.showing(name);
  await userEvent.setup().upload(screen.getByTestId('cover-input'), picture(name));
};

describe('the cover art slot', () => {
  it('uploads a square picture as it is, and lists it under the name the person gave it', async () => {
    renderInApp(<Cover />);
    await pick('My Cover.jpg');
    await waitFor(() => expect(screen.getByTestId('cover-id').textContent).toBe('uf_1'));
    expect(uploaded.map((file) => [file.name, file.type])).toEqual([['My Cover.jpg', 'image/jpeg']]);
    expect(within(screen.getByTestId('cover-slot')).getByTestId('upload-status').textContent).toContain('My Cover.jpg');
    expect(screen.queryByTestId('cover-cropper')).toBeNull();
  });

  it('says a wide picture is not square and crops nothing until the person chooses to', async () => {
    const user = userEvent.setup();
    renderInApp(<Cover />);
    await pick('Wide Shot.jpg');
    const cropper = await screen.findByTestId('cover-cropper');
    expect(within(cropper).getByTestId('cover-not-square').textContent).toBe(en.upload_image_shape_not_square);
    expect(cropper.textContent).toContain(en.rf_cover_crop_offer);
    expect(uploaded).toEqual([]);

    // Another image instead: nothing is sent, and the picker opens again.
    const opened = vi.spyOn(screen.getByTestId('cover-input') as HTMLInputElement, 'click');
    await user.click(within(cropper).getByRole('button', { name: en.rf_cover_choose_another }));
    await waitFor(() => expect(screen.queryByTestId('cover-cropper')).toBeNull());
    expect(opened).toHaveBeenCalled();
    expect(uploaded).toEqual([]);
    expect(screen.getByTestId('cover-id').textContent).toBe('');
  });

  it('crops to the square the person confirms, keeping their file name and its type', async () => {
    const user = userEvent.setup();
    renderInApp(<Cover />);
    await pick('Wide Shot.jpg');
    const apply = await screen.findByTestId('cropper-apply');
    await waitFor(() => expect((apply as HTMLButtonElement).disabled).toBe(false));
    await user.click(apply);
    await waitFor(() => expect(screen.getByTestId('cover-id').textContent).toBe('uf_1'));
    expect(uploaded.map((file) => [file.name, file.type])).toEqual([['Wide Shot.jpg', 'image/jpeg']]);
    expect(screen.getByTestId('upload-status').textContent).toContain('Wide Shot.jpg');
    expect(screen.getByTestId('upload-status').textContent).not.toContain('download.png');

    await pick('Wide Poster.png');
    await user.click(await screen.findByTestId('cropper-apply'));
    await waitFor(() => expect(uploaded).toHaveLength(2));
    expect([uploaded[1]!.name, uploaded[1]!.type]).toEqual(['Wide Poster.png', 'image/png']);
  });

  it('lists the name a saved release’s cover was uploaded under, until another is chosen', async () => {
    renderInApp(<Cover start="uf_saved" savedName="Sunset Poster.png" />);
    expect(screen.getByTestId('cover-file-name').textContent).toBe('Sunset Poster.png');
    await pick('My Cover.jpg');
    await waitFor(() => expect(screen.getByTestId('cover-id').textContent).toBe('uf_1'));
    expect(screen.queryByTestId('cover-file-name')).toBeNull();
    expect(screen.getByTestId('upload-status').textContent).toContain('My Cover.jpg');
  });
});
