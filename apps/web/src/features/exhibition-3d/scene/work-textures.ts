import { derivativeUrl } from '@archive/domain/images/image-limits';
import { SRGBColorSpace, TextureLoader, type Texture, type WebGLRenderer } from 'three';

/** How many works show their medium derivative (1600 px) at once: about 10 MB of GPU each. */
export const MEDIUM_TEXTURE_BUDGET = 12;
const CONCURRENT_LOADS = 4;

interface Slot {
  url: string;
  preview: Texture | null;
  medium: Texture | null;
  previewState: 'queued' | 'done' | 'failed';
  mediumState: 'none' | 'queued' | 'loading' | 'done' | 'failed';
}

export interface TextureProgress {
  done: number;
  total: number;
  failed: number;
}

/**
 * The works' pictures on the GPU (docs/decisions/056): every work's preview (400 px) first,
 * nearest first, so the room fills quickly; then the medium derivative (1600 px) of the works
 * nearest the visitor, at most MEDIUM_TEXTURE_BUDGET at a time, so a phone's memory holds a
 * room of 100 works. Subscribers hear of each texture that arrives.
 */
export class WorkTextures {
  private readonly slots = new Map<string, Slot>();
  private readonly loader = new TextureLoader();
  private readonly listeners = new Set<() => void>();
  private readonly queue: { id: string; kind: 'preview' | 'medium' }[] = [];
  private loading = 0;
  private wanted: string[] = [];
  private disposed = false;
  private settledPreviews = 0;
  private failedPreviews = 0;

  constructor(
    private readonly renderer: WebGLRenderer,
    works: readonly { id: string; url: string | null }[],
  ) {
    this.loader.setCrossOrigin('anonymous');
    for (const work of works) {
      if (work.url === null) continue;
      this.slots.set(work.id, {
        url: work.url,
        preview: null,
        medium: null,
        previewState: 'queued',
        mediumState: 'none',
      });
      this.queue.push({ id: work.id, kind: 'preview' });
    }
    this.pump();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The sharpest picture of a work on the GPU, or null while none is. */
  textureOf(id: string): Texture | null {
    const slot = this.slots.get(id);
    return slot?.medium ?? slot?.preview ?? null;
  }

  /** The previews' progress: what the indicator shows until the room is filled. */
  progress(): TextureProgress {
    return { done: this.settledPreviews, total: this.slots.size, failed: this.failedPreviews };
  }

  /** The works that should be sharp now, most wanted first; the others give theirs back. */
  want(ids: readonly string[]): void {
    const next = ids.filter((id) => this.slots.has(id)).slice(0, MEDIUM_TEXTURE_BUDGET);
    if (next.join() === this.wanted.join()) return;
    this.wanted = next;
    const keep = new Set(next);
    for (const [id, slot] of this.slots) {
      if (keep.has(id)) continue;
      if (slot.medium) {
        slot.medium.dispose();
        slot.medium = null;
        this.changed();
      }
      if (slot.mediumState !== 'failed') slot.mediumState = 'none';
    }
    for (let index = this.queue.length - 1; index >= 0; index -= 1) {
      const item = this.queue[index];
      if (item?.kind === 'medium' && !keep.has(item.id)) this.queue.splice(index, 1);
    }
    for (const id of next) {
      const slot = this.slots.get(id);
      if (slot?.mediumState === 'none') {
        slot.mediumState = 'queued';
        this.queue.push({ id, kind: 'medium' });
      }
    }
    this.pump();
  }

  dispose(): void {
    this.disposed = true;
    this.queue.length = 0;
    for (const slot of this.slots.values()) {
      slot.preview?.dispose();
      slot.medium?.dispose();
    }
    this.listeners.clear();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private prepare(texture: Texture): Texture {
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = this.renderer.capabilities.getMaxAnisotropy();
    texture.needsUpdate = true;
    return texture;
  }

  private pump(): void {
    while (!this.disposed && this.loading < CONCURRENT_LOADS && this.queue.length > 0) {
      const item = this.queue.shift();
      const slot = item ? this.slots.get(item.id) : undefined;
      if (!item || !slot) continue;
      if (item.kind === 'medium') slot.mediumState = 'loading';
      this.loading += 1;
      const url = derivativeUrl(slot.url, item.kind);
      this.loader
        .loadAsync(url)
        .then(
          (texture) => {
            if (this.disposed || (item.kind === 'medium' && slot.mediumState !== 'loading')) {
              texture.dispose();
              return;
            }
            if (item.kind === 'preview') {
              slot.preview = this.prepare(texture);
              slot.previewState = 'done';
              this.settledPreviews += 1;
            } else {
              slot.medium = this.prepare(texture);
              slot.mediumState = 'done';
            }
          },
          () => {
            if (item.kind === 'preview') {
              slot.previewState = 'failed';
              this.settledPreviews += 1;
              this.failedPreviews += 1;
            } else if (slot.mediumState === 'loading') {
              slot.mediumState = 'failed';
            }
          },
        )
        .finally(() => {
          this.loading -= 1;
          if (this.disposed) return;
          this.changed();
          this.pump();
        });
    }
  }
}
