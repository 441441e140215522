/** The rules a new retro is checked by and the schemas of the retros' answers, fetched with zod when first needed. */
export { retroNameSchema } from '../../../shared/protocol/retro-protocol';
export {
  createRetroResponseSchema,
  createRetroSchema,
  myRetrosSchema,
  retroPreviewSchema,
} from '../../../shared/api/retros';
