import type * as z from 'zod/mini';
import { isMessageKey, type MessageVars, type Translate } from './index.ts';

type Issue = z.core.$ZodRawIssue;

/** Schemas carry no English: custom checks name a catalog key in `params.messageKey`. */
export function validationMessage(issue: Issue, t: Translate): string {
  const params = issue.params as { messageKey?: string; messageVars?: MessageVars } | undefined;
  if (params?.messageKey && isMessageKey(params.messageKey)) {
    const quoted: MessageVars = typeof issue.input === 'string' ? { text: issue.input } : {};
    return t(params.messageKey, { ...quoted, ...params.messageVars });
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return t('validation.required');
      // A count field holds what was typed when it read as no whole number: name it.
      if (
        typeof issue.input === 'string' &&
        (issue.expected === 'number' || issue.expected === 'int')
      )
        return t('validation.notWholeNumber', { text: issue.input });
      return issue.expected === 'number' || issue.expected === 'int'
        ? t('validation.number')
        : t('validation.format');
    case 'too_small':
      if (issue.origin === 'array') return t('validation.required');
      if (issue.origin === 'string') return t('validation.required');
      return t('validation.min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('validation.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t('validation.maxItems', { max: Number(issue.maximum) });
      return t('validation.max', { max: Number(issue.maximum) });
    case 'invalid_value':
      return t('validation.choose');
    case 'invalid_format':
      return t('validation.format');
    default:
      return t('validation.format');
  }
}

export function localizedParams(t: Translate): { error: (issue: Issue) => string } {
  return { error: (issue) => validationMessage(issue, t) };
}
