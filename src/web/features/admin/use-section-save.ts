import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionSchemas, type ContentLanguage, type Section, type SectionData } from '@shared/api/content';
import { ApiError } from '../../lib/api';
import { useErrorMessage } from '../../lib/error-message';
import { useFlash } from '../dashboard/use-flash';
import { useSaveSection } from './api';
import { fieldErrorMap, issuesFromDetails, issuesFromZod, type FieldIssue } from './field-errors';

/**
 * Validate locally with the shared schema, save one language's section, and turn every failure into a message or
 * field errors.
 */
export function useSectionSave<S extends Section>(language: ContentLanguage, section: S) {
  const { t } = useTranslation('admin');
  const errorText = useErrorMessage();
  const mutation = useSaveSection(language, section);
  const [success, flashSuccess, hideSuccess] = useFlash(3000);
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const describe = (issue: FieldIssue) => {
    if (issue.code === 'too_small') return t('field.required');
    if (issue.code === 'too_big' && issue.maximum) return t('field.tooLong', { max: issue.maximum });
    if (issue.code === 'invalid_value') return t('field.invalidIcon');
    if (issue.code === 'custom') return t('field.invalidChars');
    return t('field.invalid');
  };

  const save = (data: SectionData<S>) => {
    hideSuccess();
    setError(null);
    const local = sectionSchemas[section].safeParse(data);
    if (!local.success) {
      setFieldErrors(fieldErrorMap(issuesFromZod(local.error.issues), describe));
      setError({ title: t('messages.saveError'), detail: t('messages.checkFields') });
      return;
    }
    setFieldErrors({});
    mutation.mutate(local.data as SectionData<S>, {
      onSuccess: flashSuccess,
      onError: (err) => {
        const fields = err instanceof ApiError && err.code === 'VALIDATION' ? issuesFromDetails(err.details) : [];
        setFieldErrors(fieldErrorMap(fields, describe));
        setError({ title: t('messages.saveError'), detail: errorText(err, '') || undefined });
      },
    });
  };

  const clearFieldError = (path: string) => {
    if (path in fieldErrors) setFieldErrors(({ [path]: _, ...rest }) => rest);
  };

  return { save, saving: mutation.isPending, success, error, fieldErrors, clearFieldError };
}
