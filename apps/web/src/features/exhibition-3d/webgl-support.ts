import { readStored, writeStored } from '../../data/storage/local-storage';

/** Whether this browser can draw WebGL here (a blocked or missing GPU says no). */
export function canDrawWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (context === null) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

const VIEW_KEY = 'exhibition3d.view';

/** The view a person chose last time on this device ('3d' unless they chose the list). */
export function rememberedView(): '3d' | '2d' {
  return readStored(VIEW_KEY) === '2d' ? '2d' : '3d';
}

export function rememberView(view: '3d' | '2d'): void {
  writeStored(VIEW_KEY, view);
}
