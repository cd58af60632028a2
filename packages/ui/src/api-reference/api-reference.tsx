import type {
  ApiReference as ApiReferenceData,
  ReferenceField,
  ReferenceOperation,
  ReferenceParameter,
} from '@shop/core/developer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ApiReference}. */
export interface ApiReferenceProps {
  /** The reference (`apiReferenceOf` of `@shop/core/developer`). */
  reference: ApiReferenceData;
  /** Where the OpenAPI document itself can be downloaded. */
  documentHref: string;
}

const methodColours: Record<string, string> = {
  GET: 'bg-info-100 text-info-900',
  POST: 'bg-success-100 text-success-900',
  PUT: 'bg-warning-100 text-warning-900',
  PATCH: 'bg-warning-100 text-warning-900',
  DELETE: 'bg-danger-100 text-danger-900',
};

const cellClass = 'border-b border-brand-100 px-2 py-1.5 text-start align-top';

/** Code is Latin and left to right on an Arabic page too. */
function Code({ children }: { children: string }) {
  return (
    <code dir="ltr" className="font-mono text-[0.8125rem] break-all">
      {children}
    </code>
  );
}

function FieldTable({
  caption,
  fields,
}: {
  caption: string;
  fields: readonly (ReferenceField | ReferenceParameter)[];
}) {
  const { t } = useTranslation('developer');
  const withPlace = fields.some((field) => 'in' in field);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-ink-muted">
            <th scope="col" className={cellClass}>
              {t('doc.column.name')}
            </th>
            {withPlace ? (
              <th scope="col" className={cellClass}>
                {t('doc.column.in')}
              </th>
            ) : null}
            <th scope="col" className={cellClass}>
              {t('doc.column.type')}
            </th>
            <th scope="col" className={cellClass}>
              {t('doc.column.required')}
            </th>
            <th scope="col" className={cellClass}>
              {t('doc.column.limits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={`${'in' in field ? field.in : ''}:${field.name}`}>
              <th scope="row" className={`${cellClass} font-normal`}>
                <Code>{field.name}</Code>
                {field.description ? (
                  <p lang="en" className="mt-0.5 text-xs text-ink-muted">
                    {field.description}
                  </p>
                ) : null}
              </th>
              {withPlace ? (
                <td className={cellClass}>
                  <Code>{'in' in field ? field.in : ''}</Code>
                </td>
              ) : null}
              <td className={cellClass}>
                <Code>{field.type}</Code>
              </td>
              <td className={cellClass}>{field.required ? t('doc.yes') : t('doc.no')}</td>
              <td className={cellClass}>
                <Code>{field.constraints.join(', ')}</Code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An answer's fields, folded: the table is made when opened, so a page of many calls stays a
 * light document (the rows of every answer would be thousands of elements).
 */
function AnswerFields({ status, fields }: { status: string; fields: readonly ReferenceField[] }) {
  const { t } = useTranslation('developer');
  const [open, setOpen] = useState(false);
  const title = t('doc.answerFields', { status });
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        <Code>{status}</Code> {title}
      </summary>
      {open ? (
        <div className="mt-1">
          <FieldTable caption={title} fields={fields} />
        </div>
      ) : null}
    </details>
  );
}

function Operation({ operation }: { operation: ReferenceOperation }) {
  const { t } = useTranslation('developer');
  const headingId = `${operation.id}-title`;
  return (
    <article
      id={operation.id}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-lg border border-brand-100 bg-surface-raised p-4"
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <span
          dir="ltr"
          className={`rounded px-2 py-0.5 font-mono text-xs font-bold ${methodColours[operation.method] ?? 'bg-brand-100 text-ink'}`}
        >
          {operation.method}
        </span>{' '}
        <Code>{operation.path}</Code>
      </h3>
      {operation.summary ? (
        <p lang="en" className="mt-2">
          {operation.summary}
        </p>
      ) : null}
      <ul className="mt-2 flex flex-wrap gap-2 text-xs">
        {operation.publicKey ? (
          <li className="rounded-full border border-brand-200 px-2 py-0.5">{t('doc.publicKey')}</li>
        ) : null}
        {operation.customerToken ? (
          <li className="rounded-full border border-warning-300 bg-warning-50 px-2 py-0.5 text-warning-900">
            {t('doc.signIn')}
          </li>
        ) : null}
      </ul>
      {operation.description ? (
        <p lang="en" className="mt-2 text-sm text-ink-muted">
          {operation.description}
        </p>
      ) : null}
      {operation.parameters.length > 0 ? (
        <section className="mt-3">
          <h4 className="mb-1 text-sm font-semibold">{t('doc.parameters')}</h4>
          <FieldTable caption={t('doc.parameters')} fields={operation.parameters} />
        </section>
      ) : null}
      {operation.body ? (
        <section className="mt-3">
          <h4 className="mb-1 text-sm font-semibold">
            {t('doc.body')} <Code>{operation.body.contentType}</Code>
          </h4>
          <FieldTable caption={t('doc.body')} fields={operation.body.fields} />
        </section>
      ) : null}
      <section className="mt-3">
        <h4 className="mb-1 text-sm font-semibold">{t('doc.answers')}</h4>
        <ul className="space-y-1 text-sm">
          {operation.responses.map((response) => (
            <li key={response.status}>
              {response.fields.length > 0 ? (
                <AnswerFields status={response.status} fields={response.fields} />
              ) : (
                <>
                  <Code>{response.status}</Code>{' '}
                  <span className="text-ink-muted">
                    {/^[45]/.test(response.status) ? (
                      t('doc.refusal')
                    ) : response.description && response.description !== 'Default Response' ? (
                      <span lang="en">{response.description}</span>
                    ) : (
                      t('doc.noFields')
                    )}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/**
 * The store API's reference (R2.18, `/doc`): the rules every call follows, a table of contents
 * by tag, then each call with its method and path, whether it needs sign-in, its parameters,
 * body and answers (fields of an answer fold away in a `<details>`). The calls' own texts come
 * from the API in English (`lang="en"`); the page's words are translated; code reads left to
 * right in Arabic too.
 *
 * @example
 * ```tsx
 * <ApiReference reference={apiReferenceOf(openApiDocument, { excludeTags: ['Staff'] })} documentHref="/doc/openapi.json" />
 * ```
 */
export function ApiReference({ reference, documentHref }: ApiReferenceProps) {
  const { t } = useTranslation('developer');
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <p className="text-sm text-ink-muted">
          <span dir="ltr">{reference.title}</span> ·{' '}
          {t('doc.version', { version: reference.version })}
        </p>
        <p>{t('doc.intro')}</p>
        <ul className="list-disc space-y-1 ps-6 text-sm">
          {reference.publicKeyHeader ? (
            <li>{t('doc.rules.publicKey', { header: reference.publicKeyHeader })}</li>
          ) : null}
          <li>{t('doc.rules.signIn')}</li>
          <li>{t('doc.rules.errors')}</li>
          <li>{t('doc.rules.text')}</li>
          <li>{t('doc.englishNote')}</li>
        </ul>
        <p>
          <a
            href={documentHref}
            download="openapi.json"
            className="font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('doc.download')}
          </a>
        </p>
      </header>
      <nav aria-label={t('doc.sections')}>
        <h2 className="mb-2 text-lg font-semibold">{t('doc.sections')}</h2>
        <ul className="grid gap-1 sm:grid-cols-2 md:grid-cols-3">
          {reference.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {section.tag}
              </a>{' '}
              <span className="text-sm text-ink-muted">
                ({t('doc.callCount', { count: section.operations.length })})
              </span>
            </li>
          ))}
        </ul>
      </nav>
      {reference.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-4 space-y-3"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-bold" lang="en">
            {section.tag}
          </h2>
          {section.operations.map((operation) => (
            <Operation key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
    </div>
  );
}
