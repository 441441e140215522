import { z } from 'zod';
import { emailSchema } from './auth';

import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_NAME_MAX,
  FEEDBACK_PAGE_MAX,
  SITE_PATH,
} from './feedback-fields';

/** POST /api/system/feedback: what the contact form sends. */
export const feedbackInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name')
    .max(FEEDBACK_NAME_MAX, `A name can be at most ${FEEDBACK_NAME_MAX} characters`),
  email: z.string().trim().toLowerCase().pipe(emailSchema),
  category: z.enum(FEEDBACK_CATEGORIES, 'Pick a category: bug, idea, question or other'),
  message: z
    .string()
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, `Write at least ${FEEDBACK_MESSAGE_MIN} characters`)
    .max(FEEDBACK_MESSAGE_MAX, `A message can be at most ${FEEDBACK_MESSAGE_MAX} characters`),
  /** The page the person was on, so a bug report says where it happened. */
  page: z
    .string()
    .trim()
    .max(FEEDBACK_PAGE_MAX)
    .regex(SITE_PATH, 'The page must be a path on this site')
    .optional(),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const feedbackCreatedSchema = z.object({ id: z.string(), createAt: z.string() });
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>;
