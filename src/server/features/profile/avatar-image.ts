import sharp from 'sharp';
import { AVATAR_SIZE_PX, type AvatarType } from '../../../shared/api/avatar';
import { HttpError } from '../../http/errors';

export const AVATAR_MIN_SIDE_PX = 16;
export const AVATAR_MAX_SIDE_PX = 10_000;
/** Far below sharp's default, so a small file that unpacks into a giant bitmap is refused early. */
const MAX_INPUT_PIXELS = 50_000_000;
export const STORED_AVATAR_TYPE = 'image/webp';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type the bytes really are, whatever the request claimed. */
export function sniffImageType(bytes: Buffer): AvatarType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const unsupportedImage = () =>
  new HttpError(415, 'UNSUPPORTED_IMAGE', 'Upload a PNG, JPEG, WebP or GIF image');

/**
 * Checks the upload and turns it into a square WebP of at most 256 px. Re-encoding also drops
 * EXIF data such as the GPS position a phone photo may carry, and keeps only a GIF's first frame.
 */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw unsupportedImage();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new HttpError(400, 'INVALID_IMAGE', 'The image could not be read. It may be damaged or too large');
  }
  const sides = [width ?? 0, height ?? 0];
  if (sides.some((side) => side < AVATAR_MIN_SIDE_PX || side > AVATAR_MAX_SIDE_PX)) {
    throw new HttpError(
      400,
      'IMAGE_DIMENSIONS',
      `The image must be between ${AVATAR_MIN_SIDE_PX} and ${AVATAR_MAX_SIDE_PX} pixels on each side`,
    );
  }
  const side = Math.min(AVATAR_SIZE_PX, ...sides);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new HttpError(400, 'INVALID_IMAGE', 'The image could not be read. It may be damaged or too large');
  }
}
