import type { ExhibitionPlacement } from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import { ExhibitionPage } from '../../features/exhibition-3d/exhibition-page';
import { SaveExhibitionButton } from '../../features/viewing-rooms/save-exhibition-button';

function renderSave(exhibition: ExhibitionPlacement[]) {
  return <SaveExhibitionButton exhibition={exhibition} />;
}

/** The 3D exhibition with the viewing-rooms feature's 'Save exhibition' (decision 057). */
export function ExhibitionRoute() {
  return <ExhibitionPage saveAction={renderSave} />;
}
