import { lazyRules } from '../../../lib/lazy-rules';

/** The rules a task is checked by (taskInputSchema, newTaskSchema), fetched with zod when a task is edited or imported. */
export const taskRules = lazyRules(() => import('../../../../shared/protocol/room-protocol'));

export type TaskRules = Awaited<ReturnType<typeof taskRules.load>>;
