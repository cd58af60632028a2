import { useTranslation } from 'react-i18next';
import { errorText } from '#account-form/server-errors.ts';

/**
 * The text of a form's error, read at render time so a language switch re-words it: a
 * translation key is translated; otherwise a known server code's text, or the message as it came.
 */
export function useErrorText(): (message: string | undefined, code?: string) => string | undefined {
  const { i18n } = useTranslation();
  // Messages are keys only known at run time; i18next's typed `t` cannot check them.
  const translator = {
    exists: (key: string) => i18n.exists(key),
    t: i18n.t.bind(i18n) as unknown as (key: string) => string,
  };
  return (message, code) => errorText(translator, message, code);
}
