// A picked photo made ready to send, loaded only once a photo is picked (the complaint page imports
// it then): small, upright and pixels only, on every path (docs/decisions/0126-photos-made-small-on-the-phone.md, 0135).
// Rejects with PhotoUnreadable when the file cannot be read; nothing is sent then.
import { refusalOnPick, sendsAsIs } from '../../../../machines/complaint-form/photo-rules';
import { imageFacts, withoutMetadata, type ImageFormat } from '../../../lib/image-bytes';
import { decoderTurns, drawSmall, type Decoded, type Surface } from './draw-photo';
import type { PhotoAnswer, PhotoJob } from './photo.worker';
import photoWorkerUrl from './photo.worker.ts?worker&url';

export class PhotoUnreadable extends Error {
  constructor() {
    super('photo unreadable');
    this.name = 'PhotoUnreadable';
  }
}

const MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

export async function preparePhoto(file: Blob): Promise<Blob> {
  if (refusalOnPick(file) !== null) throw new PhotoUnreadable();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const facts = imageFacts(bytes);
  // Small and already fit: the same bytes without what describes the phone, the place or the time.
  if (facts && sendsAsIs(facts, file.size)) {
    const bare = withoutMetadata(bytes);
    if (bare) return new Blob([bare], { type: MIME[facts.format] });
  }
  const orientation = facts?.orientation ?? 1;
  const answer = await inWorker({ file, orientation }).catch((): PhotoAnswer => ({ unsupported: true }));
  if ('blob' in answer) return pixelsOnly(answer.blob);
  if ('refused' in answer) throw new PhotoUnreadable();
  return pixelsOnly(await onThePage(file, orientation));
}

/**
 * What an encoder wrote, as pixels only: whatever a webview's canvas adds to its JPEG (an EXIF
 * block, a comment) goes as it does from a photo sent as it is (docs/decisions/0135). Refused when
 * the encoder's bytes cannot be walked to their end.
 */
async function pixelsOnly(encoded: Blob): Promise<Blob> {
  const bare = withoutMetadata(new Uint8Array(await encoded.arrayBuffer()));
  const facts = bare && imageFacts(bare);
  if (!bare || !facts) throw new PhotoUnreadable();
  return new Blob([bare], { type: MIME[facts.format] });
}

/** The Trusted Types policy that lets the page start the photo worker, named in the build's CSP (scripts/csp.mjs). */
export const PHOTO_WORKER_POLICY = 'photo-worker';

/** Trusted Types' factory, as far as this module uses it (lib.dom has no types for it). */
interface ScriptUrlPolicies {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string | null }): { createScriptURL: (input: string) => unknown };
}
const isPolicies = (value: unknown): value is ScriptUrlPolicies =>
  typeof value === 'object' && value !== null && 'createPolicy' in value && typeof value.createPolicy === 'function';

let scriptUrl: unknown = null;

/**
 * The worker's address as the browser lets it start: where the CSP requires Trusted Types, through
 * the one policy that passes this address and nothing else (docs/decisions/0126).
 */
function workerScript(): unknown {
  const policies: unknown = Reflect.get(globalThis, 'trustedTypes');
  if (!isPolicies(policies)) return photoWorkerUrl;
  scriptUrl ??= policies
    .createPolicy(PHOTO_WORKER_POLICY, { createScriptURL: (input) => (input === photoWorkerUrl ? input : null) })
    .createScriptURL(photoWorkerUrl);
  return scriptUrl;
}

let worker: Worker | null = null;

/** The photo worker's answer; `unsupported` where a webview has no worker or OffscreenCanvas. */
async function inWorker(job: PhotoJob): Promise<PhotoAnswer> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    return { unsupported: true };
  }
  // The constructor takes the policy's TrustedScriptURL, which lib.dom does not type.
  const made: unknown = worker ?? Reflect.construct(Worker, [workerScript()]);
  if (!(made instanceof Worker)) return { unsupported: true };
  worker = made;
  const w = made;
  return new Promise((resolve) => {
    const settle = (a: PhotoAnswer) => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
      resolve(a);
    };
    const onMessage = (e: MessageEvent<PhotoAnswer>) => settle(e.data);
    const onError = () => {
      worker = null;
      settle({ unsupported: true });
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage(job);
  });
}

let canvas: HTMLCanvasElement | null = null;
const pageSurface: Surface = {
  context: (width, height) => {
    canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas.getContext('2d');
  },
  encode: (quality) =>
    new Promise((resolve, reject) => {
      if (!canvas) return reject(new Error('no canvas'));
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('not encoded'))), 'image/jpeg', quality);
    }),
};

/** Decodes on the page: an ImageBitmap where there is one, else an image element. */
async function decodeHere(blob: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(blob);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  return { width: img.naturalWidth, height: img.naturalHeight, source: img, close: () => {} };
}

let turnsHere: Promise<boolean> | null = null;

/** The same steps on the page's thread, for a webview without a worker's canvas (older iOS). */
async function onThePage(file: Blob, orientation: number): Promise<Blob> {
  // No decoder at all (no webview the app supports; a DOM without pictures, such as jsdom): nothing can be read.
  if (typeof createImageBitmap !== 'function' && !('decode' in HTMLImageElement.prototype)) throw new PhotoUnreadable();
  turnsHere ??= decoderTurns(decodeHere, pageSurface).catch(() => true);
  const turned = await turnsHere;
  let picture: Decoded;
  try {
    picture = await decodeHere(file);
  } catch {
    throw new PhotoUnreadable();
  }
  try {
    return await drawSmall(picture, turned ? 1 : orientation, pageSurface);
  } catch {
    throw new PhotoUnreadable();
  } finally {
    picture.close();
    canvas = null;
  }
}
