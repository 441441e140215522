import { z } from 'zod';
import { MAX_COLUMNS, MIN_COLUMNS, RETRO_TEMPLATES } from '../domain/retro';
import { retroNameSchema } from '../protocol/retro-protocol';
import {
  actionViewSchema,
  columnInputSchema,
  retroOptionsSchema,
  retroPhaseSchema,
} from '../protocol/retro-view';

export const createRetroSchema = z.object({
  name: retroNameSchema,
  template: z.enum(RETRO_TEMPLATES),
  columns: z
    .array(columnInputSchema)
    .min(MIN_COLUMNS, `A retro has at least ${MIN_COLUMNS} columns`)
    .max(MAX_COLUMNS, `A retro has at most ${MAX_COLUMNS} columns`),
  options: retroOptionsSchema,
  /** A retro of the same team whose open actions are reviewed first. */
  carryActionsFrom: z.string().max(64).nullable().default(null),
});
export type CreateRetroInput = z.input<typeof createRetroSchema>;

export const createRetroResponseSchema = z.object({ id: z.string() });

export const retroPreviewSchema = z.object({ id: z.string(), name: z.string() });
export type RetroPreview = z.infer<typeof retroPreviewSchema>;

export const retroSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
  isFavorite: z.boolean(),
  /** The team it belongs to; null for none. */
  teamId: z.string().nullable(),
  phase: retroPhaseSchema,
  memberCount: z.number().int(),
  cardCount: z.number().int(),
  openActionCount: z.number().int(),
  lastVisitDate: z.string().nullable(),
  createAt: z.string(),
});
export type RetroSummary = z.infer<typeof retroSummarySchema>;

/** /retro: the person's retros and every open action item across them. */
export const myRetrosSchema = z.object({
  retros: z.array(retroSummarySchema),
  openActions: z.array(actionViewSchema.extend({ retroName: z.string() })),
});
export type MyRetros = z.infer<typeof myRetrosSchema>;
