import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { publicExhibitionSchema } from '@archive/domain/exhibitions/public-exhibition.schema';
import { createHttpClient } from '../data/http/http-client';
import { PublicRoom } from './public-room';

/**
 * The public 3D room's entry (decision 057), loaded by the room page's loader only where
 * WebGL draws. It reads the room's projection (behind the room's own cookie) and mounts into
 * the page's #exhibition-3d; any failure leaves the page the list it already is.
 */
async function start(): Promise<void> {
  const mount = document.getElementById('exhibition-3d');
  const roomPath = mount?.dataset.room;
  if (!mount || roomPath === undefined || !/^\/rooms\/[A-Za-z0-9_-]{22}$/.test(roomPath)) return;
  try {
    // The one HTTP core, without a session: the room's own cookie is the permission.
    const http = createHttpClient({
      baseUrl: '',
      getToken: () => null,
      unreadable: (status) => ({ message: `The exhibition answered ${String(status)}` }),
    });
    const data = await http.call({
      method: 'GET',
      path: `${roomPath}/exhibition.json`,
      response: publicExhibitionSchema,
      public: true,
    });
    if (data.placements.length === 0) throw new Error('The exhibition has no works');
    createRoot(mount).render(
      <StrictMode>
        <PublicRoom data={data} roomPath={roomPath} />
      </StrictMode>,
    );
  } catch (error) {
    mount.hidden = true;
    console.warn('The 3D room could not open; the list stays.', error);
  }
}

void start();
