export interface CameraExif {
  orientation: number;
  make: string;
  model: string;
  dateTime: string;
  /** Degrees; south and west negative. */
  latitude: number;
  longitude: number;
}
export const CAMERA: CameraExif;
export function withCameraExif(jpeg: Uint8Array, exif?: CameraExif): Uint8Array<ArrayBuffer>;
export function jpegMetadataSegments(jpeg: Uint8Array): string[];
export function cameraPhoto(page: { evaluate<T>(fn: () => Promise<T>): Promise<T> }, exif?: CameraExif): Promise<Uint8Array<ArrayBuffer>>;
