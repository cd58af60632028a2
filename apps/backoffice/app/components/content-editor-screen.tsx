import { textLinkClass } from '@shop/ui/form-fields';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isId, Loading, NotFound } from '~/components/detail-state';
import { errorStatus } from '~/lib/api-errors';

/** The item an editor's address names: `new`, or the id of one to read (else not valid). */
export function useEditedId(): { id: number; creating: boolean; valid: boolean } {
  const param = useParams().id;
  const id = Number(param);
  const creating = param === 'new';
  return { id, creating, valid: creating || isId(id) };
}

/**
 * The frame of every content editor (a post, a FAQ, a topic, a page): the way back to its list,
 * not found or loading while there is nothing to edit, else its heading (new or edit), the
 * document's title, and the form for the item (none for a new one).
 */
export function ContentEditorScreen<Item extends { id: number }>({
  kind,
  list,
  back,
  item,
  error,
  isLoading,
  name,
  children,
}: {
  /** The texts' group (`content.<kind>.new`, `.edit`, `.notFound`). */
  kind: 'posts' | 'faqs' | 'topics' | 'pages';
  /** The list this editor belongs to, and the link's text back to it. */
  list: string;
  back: string;
  item: Item | undefined;
  error: unknown;
  isLoading: boolean;
  /** The item's name in the document's title. */
  name: (item: Item) => string;
  children: (item: Item | undefined) => ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const { creating, valid } = useEditedId();
  const backLink = (
    <Link to={list} className={textLinkClass}>
      {back}
    </Link>
  );
  if (!valid || errorStatus(error) === 404)
    return <NotFound title={t(`content.${kind}.notFound`)} back={backLink} />;
  if (!creating && (isLoading || !item))
    return <Loading text={error ? t('content.failed') : t('content.loading')} />;
  return (
    <article aria-labelledby="editor-title" className="grid max-w-4xl gap-4">
      <title>{`${item ? name(item) : t(`content.${kind}.new`)} · ${t('appName')}`}</title>
      {backLink}
      <h1 id="editor-title" className="text-2xl font-bold">
        {creating ? t(`content.${kind}.new`) : t(`content.${kind}.edit`)}
      </h1>
      {children(item)}
    </article>
  );
}
