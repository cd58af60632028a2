import type { Locale } from '@shop/core/i18n';
import { usePreviewMarkdownMutation } from '@shop/core/staff';
import {
  NumberField,
  primaryButtonClass,
  secondaryButtonClass,
  TextArea,
  TextField,
} from '@shop/ui/form-fields';
import { MarkdownEditor } from '@shop/ui/markdown-editor';
import { StatusBadge } from '@shop/ui/status-badge';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorCodes } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';

// What the content editors (posts, FAQs, topics, pages) share: the state badge, the fields of
// either language (right to left for Arabic), the Markdown field with the API's preview, and
// the check of a form against the API's own schema before it is sent.

/** A row's state: a draft (`publishedAt` null) or published. */
export function StateBadge({ publishedAt }: { publishedAt: string | null }) {
  const { t } = useTranslation('backoffice');
  return publishedAt === null ? (
    <StatusBadge tone="neutral">{t('content.draft')}</StatusBadge>
  ) : (
    <StatusBadge tone="success">{t('content.published')}</StatusBadge>
  );
}

/** A form's values by field name (text as typed; numbers and lists are made when sending). */
export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string | undefined>;

/** Props of a field of the content forms. */
interface ContentFieldProps {
  name: string;
  values: FormValues;
  errors: FormErrors;
  onChange: (name: string, value: string) => void;
  /** The language the text is in: its direction (Arabic right to left). */
  textLang?: Locale;
  maxLength: number;
  kind?: 'text' | 'long' | 'number';
  hint?: string;
  optional?: boolean;
}

/** One field of a content form: its label is `content.field.<name>`. */
export function ContentField({
  name,
  values,
  errors,
  onChange,
  textLang,
  maxLength,
  kind = 'text',
  hint,
  optional,
}: ContentFieldProps) {
  const { t, i18n } = useTranslation('backoffice');
  const common = {
    name,
    label: t(`content.field.${name}`),
    value: values[name] ?? '',
    error: errors[name],
    hint,
    optional,
    maxLength,
    ...(textLang ? { lang: textLang, dir: i18n.dir(textLang) } : {}),
  };
  if (kind === 'long')
    return (
      <TextArea {...common} rows={3} onChange={(event) => onChange(name, event.target.value)} />
    );
  if (kind === 'number')
    return (
      <NumberField
        {...common}
        inputMode="numeric"
        onChange={(event) => onChange(name, event.target.value)}
      />
    );
  return <TextField {...common} onChange={(event) => onChange(name, event.target.value)} />;
}

/** A Markdown body of a content form, previewed by the API exactly as shoppers will get it. */
export function MarkdownField({
  name,
  values,
  errors,
  onChange,
  textLang,
  maxLength,
}: Omit<ContentFieldProps, 'kind' | 'hint' | 'optional'>) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [preview, previewed] = usePreviewMarkdownMutation();
  return (
    <MarkdownEditor
      name={name}
      label={t(`content.field.${name}`)}
      value={values[name] ?? ''}
      onChange={(value) => onChange(name, value)}
      maxLength={maxLength}
      lang={lang}
      contentLang={textLang}
      error={errors[name]}
      hint={t('content.markdownHint')}
      onPreview={(markdown) => void preview(markdown)}
      preview={
        previewed.isLoading
          ? { status: 'loading' }
          : previewed.isError
            ? { status: 'failed' }
            : previewed.data
              ? { status: 'ready', html: previewed.data.html }
              : undefined
      }
    />
  );
}

/** What {@link checkForm} needs of a zod schema of `@shop/core/schemas`. */
interface RequestSchema<T> {
  safeParse: (value: unknown) =>
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/**
 * Checks `values` (as the form holds them, made into the request by `toRequest`) against the
 * API's schema: the request, or the errors by field, translated.
 */
export function checkForm<T>(
  schema: RequestSchema<T>,
  request: unknown,
  t: (key: string) => string,
): { request: T; errors: FormErrors } | { request: null; errors: FormErrors } {
  const parsed = schema.safeParse(request);
  if (parsed.success) return { request: parsed.data, errors: {} };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    errors[field] = issue.message.includes(':') ? t(issue.message) : t('content.invalid');
  }
  return { request: null, errors };
}

/** The field errors of a refusal: a slug another row has, or the API's own field errors. */
export function refusalErrors(error: unknown, t: (key: string) => string): FormErrors {
  const codes = errorCodes(error);
  if (codes.includes('slug_taken')) {
    const value = (error as { value?: { code: string; field?: string }[] }).value ?? [];
    const field = value.find((item) => item.code === 'slug_taken')?.field?.replace('body.', '');
    return { [field ?? 'slug']: t('content.slugTaken') };
  }
  return {};
}

/** What a save or publish call answers (an RTK Query mutation's result). */
type Saved = { id: number; publishedAt: string | null };
type CallResult<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/** The saved row of a call that succeeded, else undefined. */
const dataOf = <T,>(result: CallResult<T>): T | undefined =>
  result.error === undefined ? result.data : undefined;

/** Props of {@link ContentEditorForm}. */
export interface ContentEditorFormProps<Request> {
  /** The row being changed, or null for a new one (a draft once saved). */
  item: Saved | null;
  /** The form's first values. */
  initial: FormValues;
  /** The API's schema of the request, to check the form before sending. */
  schema: RequestSchema<Request>;
  /** The request from the form's values. */
  toRequest: (values: FormValues) => unknown;
  save: (request: Request) => Promise<CallResult<Saved>>;
  publish: (id: number, on: boolean) => Promise<CallResult<Saved>>;
  /** Where a new row is edited once saved. */
  pathOf: (id: number) => string;
  /** The fields, given the form's state. */
  children: (field: {
    values: FormValues;
    errors: FormErrors;
    onChange: (name: string, value: string) => void;
  }) => ReactNode;
}

/**
 * The form of every content editor: its fields, then Save (a new row is a draft), Publish (saves
 * first, so shoppers see what is on the screen) or Unpublish, and what came of it. The form is
 * checked with the API's schema first; the API's refusals (a slug taken) go to their fields.
 */
export function ContentEditorForm<Request>({
  item,
  initial,
  schema,
  toRequest,
  save,
  publish,
  pathOf,
  children,
}: ContentEditorFormProps<Request>) {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(
    (location.state as { outcome?: Outcome } | null)?.outcome ?? null,
  );
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState(item?.publishedAt ?? null);
  const onChange = (name: string, value: string) =>
    setValues((before) => ({ ...before, [name]: value }));

  const failed = (text: string) => {
    setOutcome({ text, failed: true });
    setBusy(false);
  };

  const submit = async (andPublish: boolean) => {
    setOutcome(null);
    const checked = checkForm(schema, toRequest(values), t);
    setErrors(checked.errors);
    if (checked.request === null) {
      setOutcome({ text: t('content.fixErrors'), failed: true });
      return;
    }
    setBusy(true);
    const saved = await save(checked.request);
    if (saved.error !== undefined) {
      const fieldErrors = refusalErrors(saved.error, t);
      setErrors(fieldErrors);
      failed(t(Object.keys(fieldErrors).length > 0 ? 'content.fixErrors' : 'content.saveFailed'));
      return;
    }
    let row = dataOf(saved);
    if (!row) return;
    if (andPublish && row.publishedAt === null) {
      row = dataOf(await publish(row.id, true));
      if (!row) return failed(t('content.publishFailed'));
    }
    setBusy(false);
    setState(row.publishedAt);
    const said: Outcome = {
      text: t(andPublish ? 'content.publishedNow' : 'content.saved'),
      failed: false,
    };
    if (item === null) void navigate(pathOf(row.id), { replace: true, state: { outcome: said } });
    else setOutcome(said);
  };

  const unpublish = async () => {
    if (!item) return;
    setOutcome(null);
    setBusy(true);
    const row = dataOf(await publish(item.id, false));
    if (!row) return failed(t('content.publishFailed'));
    setBusy(false);
    setState(row.publishedAt);
    setOutcome({ text: t('content.unpublishedNow'), failed: false });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
      className="grid gap-4"
    >
      <p className="flex items-center gap-2">
        {t('content.state')}: <StateBadge publishedAt={item ? state : null} />
      </p>
      {children({ values, errors, onChange })}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={secondaryButtonClass}>
          {t(item && state !== null ? 'content.saveChanges' : 'content.saveDraft')}
        </button>
        {item && state !== null ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void unpublish()}
            className={secondaryButtonClass}
          >
            {t('content.unpublish')}
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => void submit(true)}
            className={primaryButtonClass}
          >
            {t('content.publish')}
          </button>
        )}
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
