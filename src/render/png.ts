/**
 * PNG pictures: any of the SVG pictures rasterised by resvg (@resvg/resvg-js) at twice its size,
 * with the fonts loaded from files rather than from whatever the host has, so that a picture looks
 * the same on every machine that has them:
 *   DejaVu Sans (Debian fonts-dejavu-core): Latin, digits and every astrological glyph the wheels
 *     draw (☉ … ♇ ☊ ☋ ⚷ ⚸ ⚳ ⚴ ⚵ ⚶ ℞, the signs and the aspects);
 *   Noto Sans CJK (Debian fonts-noto-cjk): Hangul and Hanja.
 * Both are Debian packages of the service's base image (Dockerfile) and of the test machines
 * (scripts/ensure-system-packages.sh); PICTURE_FONT_FILES (paths separated by ':') replaces the list.
 */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

export const PICTURE_FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
];

/** The font files found, once. */
let fontFiles: string[] | undefined;
export function pictureFonts(): string[] {
  fontFiles ??= (process.env.PICTURE_FONT_FILES?.split(':') ?? PICTURE_FONT_FILES).filter((f) => f && existsSync(f));
  return fontFiles;
}

/** PNG bytes of an SVG picture, at `scale` × its size (default 2, for sharp text on high-density screens). */
export function svgToPng(svg: string, scale = 2): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontFiles: pictureFonts(), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
