/** What the profile page checks by, loaded together when first needed (profile-api.ts). */
export { passwordSchema } from '../../../shared/api/auth';
export { displayNameSchema, profileSchema, signInMethodsSchema } from '../../../shared/api/profile';
export { apiErrorBodySchema } from '../../../shared/api/system';
