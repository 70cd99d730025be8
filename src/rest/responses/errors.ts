/**
 * The SVG and PNG bodies of the pictures, and the three error-body styles.
 */
import { z } from 'zod';
import { int, str } from './common.js';

// ── SVG and errors ───────────────────────────────────────────────────────────────────────────

export const SvgDocument = z.string().meta({ id: 'SvgDocument', description: 'An SVG document' });
export const PngImage = z.string().meta({ id: 'PngImage', description: 'The same picture as a PNG image at twice its size', format: 'binary' });

export const ErrorBodies = {
  detail: z
    .strictObject({ detail: str('What went wrong, in words (the 401s: the bare code)') })
    .meta({ id: 'DetailError', description: 'Error body of the saju and jami operations' }),
  object: z
    .strictObject({
      success: z.literal(false).meta({ description: 'Always false in an error' }),
      error: z
        .strictObject({
          code: str('Machine-readable error code, e.g. INVALID_DATETIME'),
          message: str('What went wrong, in words'),
        })
        .meta({ description: 'The error' }),
    })
    .meta({ id: 'ObjectError', description: 'Error body of the natal-chart operations' }),
  flat: z
    .strictObject({
      success: z.literal(false).meta({ description: 'Always false in an error' }),
      error: str('What went wrong, in words'),
      error_code: int('The HTTP status'),
      details: z.null().meta({ description: 'Always null' }),
      timestamp: str('When the answer was made, ISO 8601 without zone (UTC)'),
    })
    .meta({ id: 'FlatError', description: 'Error body of transits, events, firdaria, profections, directions, progressions, solar-return, solar-arc, progressed-lunations and synastry' }),
} as const;
