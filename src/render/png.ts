/**
 * PNG pictures: any of the SVG pictures rasterised by resvg (@resvg/resvg-js) at twice its size,
 * with the fonts loaded from files rather than from whatever the host has, so that a picture looks
 * the same on every machine that has them:
 *   DejaVu Sans (Debian fonts-dejavu-core): Latin, digits and every astrological glyph the wheels
 *     draw (☉ … ♇ ☊ ☋ ⚷ ⚸ ⚳ ⚴ ⚵ ⚶ ℞, the signs and the aspects);
 *   NanumGothic (Debian fonts-nanum): Hangul and the Hanja of KS X 1001. Noto Sans CJK, which the
 *     browsers use, is a CFF font that resvg draws about ten times slower (a Korean wheel took
 *     seconds); NanumGothic's TrueType outlines keep a picture within a few hundred milliseconds.
 * Both are Debian packages of the service's image (Dockerfile) and of the test machines
 * (scripts/ensure-system-packages.sh); PICTURE_FONT_FILES (paths separated by ':') replaces the list.
 */
import { existsSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';

export const PICTURE_FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/nanum/NanumGothic.ttf',
  '/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf',
];

/** The font files found, once. */
let fontFiles: string[] | undefined;
export function pictureFonts(): string[] {
  fontFiles ??= (process.env.PICTURE_FONT_FILES?.split(':') ?? PICTURE_FONT_FILES).filter((f) => f && existsSync(f));
  return fontFiles;
}

/** The families png.ts loads, in the order each picture wants them (its font-family without the browsers' fonts). */
const pngFamilies = (svg: string) =>
  /data-chart="(saju|jami)"/.test(svg) ? `font-family="'NanumGothic', 'DejaVu Sans'"` : `font-family="'DejaVu Sans', 'NanumGothic'"`;

/**
 * PNG bytes of an SVG picture, at `scale` × its size (default 2, for sharp text on high-density
 * screens). resvg lays out and rasterises on libuv's thread pool (renderAsync): a picture takes
 * 0.3–1 s of CPU, which must not hold the event loop and the other requests.
 */
export async function svgToPng(svg: string, scale = 2): Promise<Buffer> {
  // Families that are not loaded cost resvg a search through every face for each text run.
  const image = await renderAsync(svg.replace(/font-family="[^"]*"/, pngFamilies(svg)), {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontFiles: pictureFonts(), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return image.asPng();
}
