// The photo worker: decodes a picked photo, draws it small and upright, encodes it as JPEG, off the
// page's thread so the form keeps taking text. Answers `{ blob }`, `{ refused: true }` when the file
// cannot be decoded, or `{ unsupported: true }` when this webview has no 2D OffscreenCanvas in a worker.
import { decoderTurns, drawSmall, type Decoded, type Surface } from './draw-photo';

export interface PhotoJob {
  file: Blob;
  orientation: number;
}
export type PhotoAnswer = { blob: Blob } | { refused: true } | { unsupported: true };

let canvas: OffscreenCanvas | null = null;
const surface: Surface = {
  context: (width, height) => {
    canvas = new OffscreenCanvas(width, height);
    return canvas.getContext('2d');
  },
  encode: (quality) => (canvas ? canvas.convertToBlob({ type: 'image/jpeg', quality }) : Promise.reject(new Error('no canvas'))),
};
const decode = async (blob: Blob): Promise<Decoded> => {
  const bitmap = await createImageBitmap(blob);
  return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
};
let turns: Promise<boolean> | null = null;

async function answer(job: PhotoJob): Promise<PhotoAnswer> {
  if (typeof OffscreenCanvas === 'undefined' || !new OffscreenCanvas(1, 1).getContext('2d')) return { unsupported: true };
  turns ??= decoderTurns(decode, surface);
  const orientation = (await turns) ? 1 : job.orientation;
  let picture: Decoded;
  try {
    picture = await decode(job.file);
  } catch {
    return { refused: true };
  }
  try {
    return { blob: await drawSmall(picture, orientation, surface) };
  } finally {
    picture.close();
    canvas = null;
  }
}

self.onmessage = (e: MessageEvent<PhotoJob>) => {
  answer(e.data).then(
    (a) => self.postMessage(a),
    () => self.postMessage({ refused: true }),
  );
};
