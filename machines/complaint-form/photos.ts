// The complaint form's photos, each on its own way: waiting its turn, being made small on the
// phone, uploading with its progress, sent (its URL), failed (retry without picking again) or refused.
import type { ApiError } from '../../src/api';
import { MAX_IMAGES } from './complaint-draft';
import type { PhotoRefusal } from './photo-rules';

export type PhotoStatus = 'waiting' | 'preparing' | 'uploading' | 'sent' | 'failed' | 'refused';

export interface Photo {
  /** Its key on the form, in pick order. */
  id: number;
  /** The file as picked; null for an image restored from the draft (only its URL is known). */
  file: Blob | null;
  /** What is sent: the picture made small on the phone, once made. */
  body: Blob | null;
  /** The uploaded image's URL ('' until sent). */
  url: string;
  status: PhotoStatus;
  /** Bytes sent so far and in all, while it uploads. */
  sent: number;
  total: number;
  /** Why it was refused (nothing sent), or why its upload failed. */
  refusal: PhotoRefusal | null;
  error: ApiError | null;
}

export const newPhoto = (id: number, file: Blob | null, over: Partial<Photo> = {}): Photo => ({
  id,
  file,
  body: null,
  url: '',
  status: 'waiting',
  sent: 0,
  total: 0,
  refusal: null,
  error: null,
  ...over,
});

/** Images restored from the draft: sent already. */
export const restoredPhotos = (urls: readonly string[], firstId: number): Photo[] =>
  urls.slice(0, MAX_IMAGES).map((url, i) => newPhoto(firstId + i, null, { url, status: 'sent' }));

/** The URLs of the images sent, in order: what the draft keeps and the complaint carries. */
export const sentUrls = (photos: readonly Photo[]): string[] => photos.filter((p) => p.status === 'sent').map((p) => p.url);

/** The photo being made small or uploaded (one at a time: a slow uplink finishes each sooner). */
export const inFlight = (photos: readonly Photo[]): Photo | undefined => photos.find((p) => p.status === 'preparing' || p.status === 'uploading');

export const isInFlight = (p: Photo) => p.status === 'preparing' || p.status === 'uploading';

/** `photos` with the one of `id` changed by `change`. */
export const update = (photos: readonly Photo[], id: number, change: (p: Photo) => Partial<Photo>): Photo[] =>
  photos.map((p) => (p.id === id ? { ...p, ...change(p) } : p));

/** The first photo waiting its turn becomes the one being made small. */
export const startNext = (photos: readonly Photo[]): Photo[] => {
  const next = photos.find((p) => p.status === 'waiting');
  return next ? update(photos, next.id, () => ({ status: 'preparing', sent: 0, total: 0, error: null })) : [...photos];
};
