import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  sectionSchemas,
  type ContentLanguage,
  type LandingContent,
  type Section,
  type SectionData,
} from '@shared/api/content';
import { loadLanguageTexts } from '../../app/i18n';
import { api } from '../../lib/api';
import { landingContentQuery } from '../landing/api';

/**
 * The stored content of one language. Always refetched on open: the editor must start from what is stored now, not
 * from what was cached earlier.
 */
export function useLandingContent(language: ContentLanguage) {
  return useQuery({ ...landingContentQuery(language), staleTime: 0, refetchOnMount: 'always' });
}

/** The landing page's built-in texts of `language`, which the editor starts from where nothing is stored. */
export function useLandingTexts(language: ContentLanguage) {
  return useQuery({
    queryKey: ['texts', language, 'landing'],
    queryFn: async () => {
      await loadLanguageTexts(language, ['landing']);
      return true;
    },
    staleTime: Infinity,
  });
}

export function useSaveSection<S extends Section>(language: ContentLanguage, section: S) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: SectionData<S>) =>
      api(`/api/content/${language}/${section}`, {
        method: 'PUT',
        body: data,
        schema: sectionSchemas[section] as unknown as ZodType<SectionData<S>>,
      }),
    onSuccess: (saved) => {
      qc.setQueryData<LandingContent>(landingContentQuery(language).queryKey, (old) =>
        old ? { ...old, [section]: saved } : old,
      );
    },
  });
}
