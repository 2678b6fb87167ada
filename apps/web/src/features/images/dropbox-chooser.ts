/**
 * The Dropbox Chooser (spec section 7: "a file-hosting chooser is used for images"), loaded from
 * Dropbox only when the server has an app key (DROPBOX_APP_KEY; GET /v1/artworks/importConfig).
 * https://www.dropbox.com/developers/chooser
 */

/** A file picked in the Chooser; with linkType 'direct' the link downloads the file itself. */
export interface DropboxFile {
  link: string;
  name: string;
  bytes: number;
}

interface DropboxChooseOptions {
  success: (files: DropboxFile[]) => void;
  cancel?: () => void;
  linkType: 'direct' | 'preview';
  multiselect: boolean;
  extensions: string[];
}

interface DropboxDropins {
  choose: (options: DropboxChooseOptions) => void;
}

declare global {
  interface Window {
    Dropbox?: DropboxDropins;
  }
}

const DROPINS_URL = 'https://www.dropbox.com/static/api/2/dropins.js';
/** Spec section 2: the chooser imports jpg, jpeg and png. */
export const DROPBOX_EXTENSIONS = ['.jpg', '.jpeg', '.png'];

let loading: Promise<DropboxDropins> | null = null;

/** Adds Dropbox's script once per page; a failed load can be tried again. */
export function loadDropbox(appKey: string): Promise<DropboxDropins> {
  loading ??= new Promise<DropboxDropins>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = DROPINS_URL;
    script.id = 'dropboxjs';
    script.async = true;
    script.dataset.appKey = appKey;
    script.onload = () => {
      if (window.Dropbox) resolve(window.Dropbox);
      else reject(new Error('Dropbox did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Dropbox could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens the Chooser; resolves with the chosen files, or an empty list when cancelled. */
export async function chooseFromDropbox(appKey: string): Promise<DropboxFile[]> {
  const dropbox = await loadDropbox(appKey);
  return new Promise((resolve) => {
    dropbox.choose({
      success: resolve,
      cancel: () => {
        resolve([]);
      },
      linkType: 'direct',
      multiselect: true,
      extensions: DROPBOX_EXTENSIONS,
    });
  });
}
