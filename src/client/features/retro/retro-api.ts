import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRetroInput } from '../../../shared/api/retros';
import { api, isApiError } from '../../lib/api-client';
import { lazyRules } from '../../lib/lazy-rules';

export const retroRules = lazyRules(() => import('./retro-rules'));
export type RetroRules = Awaited<ReturnType<typeof retroRules.load>>;

export const MY_RETROS_KEY = ['retros'] as const;

/** POST /api/retros: the creator becomes owner and player. */
export async function createRetro(
  input: CreateRetroInput,
  { createRetroSchema, createRetroResponseSchema }: RetroRules,
  teamId: string | null = null,
): Promise<string> {
  const { id } = await api.post(
    '/retros',
    { ...createRetroSchema.parse(input), teamId },
    {
      schema: createRetroResponseSchema,
    },
  );
  return id;
}

export function useMyRetros(enabled = true) {
  return useQuery({
    queryKey: MY_RETROS_KEY,
    queryFn: ({ signal }) =>
      api.get('/retros', { signal, schema: retroRules.schema((rules) => rules.myRetrosSchema) }),
    enabled,
  });
}

/** What a retro link leads to, asked before anyone gives a name. */
export function useRetroPreview(retroId: string) {
  return useQuery({
    queryKey: ['retro-preview', retroId],
    queryFn: ({ signal }) =>
      api.get(`/retros/${retroId}/preview`, {
        signal,
        schema: retroRules.schema((rules) => rules.retroPreviewSchema),
      }),
    retry: (failures, failure) => !(isApiError(failure) && failure.status === 404) && failures < 2,
  });
}

export function useRetroListActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_RETROS_KEY });
  const favorite = useMutation({
    mutationFn: ({ id, isFavorite }: { id: string; isFavorite: boolean }) =>
      api.put(`/retros/${id}/favorite`, { isFavorite }),
    onSettled: refresh,
  });
  const checkOff = useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) => api.put(`/retro-actions/${id}`, { done }),
    onSettled: refresh,
  });
  return { favorite, checkOff };
}
