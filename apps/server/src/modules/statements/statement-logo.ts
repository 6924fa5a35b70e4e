/** A raster logo pdfkit can embed. */
export type StatementLogo = { data: Uint8Array };

/** Larger than any logo needs; a bigger image would slow every statement of the tenant. */
const MAX_LOGO_BYTES = 512 * 1024;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const startsWith = (data: Uint8Array, magic: number[]) => magic.every((b, i) => data[i] === b);

/**
 * The Branding logo when it is a PNG or JPEG data URL; null otherwise (an SVG, which pdfkit cannot
 * draw, or a URL the server would have to fetch), and the statement prints the brand name instead.
 */
export function rasterLogoOf(url: unknown): StatementLogo | null {
  if (typeof url !== 'string') return null;
  const match = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/.exec(url);
  if (!match?.[2] || match[2].length > (MAX_LOGO_BYTES * 4) / 3 + 4) return null;
  const data = new Uint8Array(Buffer.from(match[2], 'base64'));
  return startsWith(data, PNG_MAGIC) || startsWith(data, JPEG_MAGIC) ? { data } : null;
}
