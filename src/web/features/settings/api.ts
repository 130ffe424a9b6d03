import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SettingsSchema, type Settings, type SettingsPatch } from '@shared/api/settings';
import { api } from '../../lib/api';

export const settingsKey = ['settings'] as const;

/** The signed-in user's saved settings (the server answers the defaults when none were saved). */
export function useSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api('/api/settings', { schema: SettingsSchema, signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Saves a partial change; the screen shows the change at once and rolls it back if the server refuses it. */
export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      api('/api/settings', { method: 'PATCH', body: patch, schema: SettingsSchema }),
    onMutate: async (patch) => {
      await qc.cancelQueries({ queryKey: settingsKey });
      const previous = qc.getQueryData<Settings>(settingsKey);
      if (previous) qc.setQueryData<Settings>(settingsKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_err, _patch, ctx) => {
      if (ctx?.previous) qc.setQueryData(settingsKey, ctx.previous);
    },
    onSuccess: (saved) => qc.setQueryData(settingsKey, saved),
  });
}
