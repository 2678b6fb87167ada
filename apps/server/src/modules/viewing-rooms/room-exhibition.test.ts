import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyArtworkValues, type Artwork } from '@archive/domain/artworks/artwork.schema';
import { describe, expect, it } from 'vitest';
import { ROOM_EXHIBITION_SCRIPT_PATH, roomPage } from './room-page.html';
import { EXHIBITION_ENTRY, exhibitionModuleOf } from './room-exhibition-module';

const WORK: Artwork = {
  id: '00000000-0000-4000-8000-00000000000a',
  artist: 'Etel Adnan',
  artistId: null,
  status: 'available',
  collection: { id: '00000000-0000-4000-8000-00000000000b' },
  archiveArtworkNumber: 1,
  artworkValues: { ...emptyArtworkValues(), title: 'Large Field', year: '1965' },
  images: [],
  isDeleted: false,
  dateCreated: '2026-01-01T00:00:00.000Z',
  lastModified: '2026-01-01T00:00:00.000Z',
  version: 1,
};

function page(options: { exhibition: boolean; module: string | null }) {
  return roomPage({
    title: 'Three rooms',
    introduction: '',
    showPrice: false,
    roomPath: '/rooms/abc',
    works: [WORK],
    page: { number: 1, count: 1 },
    enquiry: null,
    exhibition: options.exhibition ? [{ artworkId: WORK.id, place: 'left' }] : null,
    exhibitionModule: options.module,
  });
}

describe('a saved exhibition’s public page (decision 057)', () => {
  it('says where each work hangs and loads the 3D room only from a built script', () => {
    const html = page({ exhibition: true, module: '/assets/main-abc123.js' });
    expect(html).toContain('Left wall · 1');
    expect(html).toContain(`<script src="${ROOM_EXHIBITION_SCRIPT_PATH}" defer></script>`);
    expect(html).toContain('id="exhibition-3d"');
    expect(html).toContain('data-module="/assets/main-abc123.js"');
    expect(html).toContain('data-room="/rooms/abc"');
    // Without a build it is the list alone; a plain room has neither.
    const listOnly = page({ exhibition: true, module: null });
    expect(listOnly).toContain('Left wall · 1');
    expect(listOnly).not.toContain('exhibition-3d');
    const plain = page({ exhibition: false, module: '/assets/main-abc123.js' });
    expect(plain).not.toContain('exhibition-3d');
    expect(plain).not.toContain('Left wall');
  });

  it('finds the 3D room’s script in the web build’s manifest, or none', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'archive-dist-'));
    try {
      expect(exhibitionModuleOf(undefined)).toBeNull();
      expect(exhibitionModuleOf(dist)).toBeNull();
      mkdirSync(path.join(dist, '.vite'));
      const manifest = path.join(dist, '.vite', 'manifest.json');
      writeFileSync(manifest, '{ not json');
      expect(exhibitionModuleOf(dist)).toBeNull();
      writeFileSync(
        manifest,
        JSON.stringify({ [EXHIBITION_ENTRY]: { file: 'assets/room-3d-Ab12_c.js', isEntry: true } }),
      );
      expect(exhibitionModuleOf(dist)).toBe('/assets/room-3d-Ab12_c.js');
      // Only a plain asset name is put in a page.
      writeFileSync(
        manifest,
        JSON.stringify({ [EXHIBITION_ENTRY]: { file: 'assets/"><script>.js' } }),
      );
      expect(exhibitionModuleOf(dist)).toBeNull();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
