/**
 * One frame → one QR code, as an SVG path of its dark modules (crisp at any size, dark on white in
 * every theme). lean-qr is chosen by measurement (bench/qr-libs.mjs): 3.4 KB gzip, the fastest of
 * the candidates. Loaded only by the sharing screens.
 */
import { correction, generate, mode } from 'lean-qr';

/** Modules of white around the code: the standard's quiet zone, which readers need. */
export const QUIET_ZONE = 4;

export interface QrPicture {
  /** Modules across, quiet zone included: the SVG's viewBox is 0 0 side side. */
  readonly side: number;
  /** One `M x y h1v1h-1z` square per dark module (runs merged along rows). */
  readonly path: string;
}

/** A frame's code. Frames are QR alphanumeric text (src/share/frames.ts), so the mode is fixed. */
export function qrPicture(frame: string): QrPicture {
  const code = generate(mode.alphaNumeric(frame), { minCorrectionLevel: correction.L });
  let path = '';
  for (let y = 0; y < code.size; y++) {
    let x = 0;
    while (x < code.size) {
      if (!code.get(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < code.size && code.get(x, y)) x++;
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  }
  return { side: code.size + 2 * QUIET_ZONE, path };
}
