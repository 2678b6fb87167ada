import { useLocation } from 'react-router';
import { drawnShell } from '../prerender/drawn-shell';
import { PageLoading } from './fade-outlet';

/**
 * While the signed-in frame's chunk loads: the frame routes/artworks.html drew before the
 * scripts (decision 077) when this is the address it was drawn for, so the page does not blank
 * out between the drawing and the app; the quiet loader otherwise.
 */
export function FrameLoading() {
  const { pathname } = useLocation();
  if (drawnShell?.scope !== 'frame' || drawnShell.path !== pathname) return <PageLoading />;
  return <div dangerouslySetInnerHTML={{ __html: drawnShell.html }} />;
}
