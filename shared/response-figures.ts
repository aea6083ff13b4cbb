import { z } from "zod";

// Its own small file: shared/schema.ts (on the home page's first render) takes only this of issue 31.
/** Public response figures of a listing; null until it has at least 5 leads in 90 days. */
export const responseFiguresSchema = z.object({
  /** Median business minutes to a first reply; null when no lead was replied to. */
  medianMinutes: z.number().int().nullable(),
  replied: z.number().int(),
  total: z.number().int(),
});
export type ResponseFigures = z.infer<typeof responseFiguresSchema>;
