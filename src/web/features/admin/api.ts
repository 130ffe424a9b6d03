import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { sectionSchemas, type LandingContent, type Section, type SectionData } from '@shared/api/content';
import { api } from '../../lib/api';
import { landingContentQuery } from '../landing/api';

/**
 * The landing page's own query (same key), so a saved section shows there without a reload. Always refetched on
 * open: the editor must start from what is stored now, not from what the landing page cached earlier.
 */
export function useLandingContent() {
  return useQuery({ ...landingContentQuery, staleTime: 0, refetchOnMount: 'always' });
}

export function useSaveSection<S extends Section>(section: S) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: SectionData<S>) =>
      api(`/api/content/${section}`, {
        method: 'PUT',
        body: data,
        schema: sectionSchemas[section] as unknown as ZodType<SectionData<S>>,
      }),
    onSuccess: (saved) => {
      qc.setQueryData<LandingContent>(landingContentQuery.queryKey, (old) =>
        old ? { ...old, [section]: saved } : old,
      );
    },
  });
}
