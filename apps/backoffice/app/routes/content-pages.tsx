import { localizedName } from '@shop/core/i18n-loader';
import { useGetStaffContentPagesQuery, type StaffContentPage } from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAge, formatDateTime } from '@shop/ui/format';
import { primaryButtonClass } from '@shop/ui/form-fields';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StateBadge } from '~/components/content-parts';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

const PAGES_PAGE_SIZE = 20;

/** The site's pages (About us, the privacy policy …), drafts too, the last changed first. */
export default function ContentPages() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const { data, error, isFetching } = useGetStaffContentPagesQuery({
    page: pageOf(params),
    pageSize: PAGES_PAGE_SIZE,
  });
  const columns: DataTableColumn<StaffContentPage>[] = [
    {
      id: 'title',
      header: t('content.field.title'),
      rowHeader: true,
      cell: (page) => (
        <Link to={`/content/pages/${page.id}`} className="font-semibold text-brand-700 underline">
          {localizedName({ name: page.title, nameEn: page.titleEn }, lang)}
        </Link>
      ),
    },
    {
      id: 'slug',
      header: t('content.field.slug'),
      cell: (page) => <bdi dir="ltr">{page.slug}</bdi>,
    },
    {
      id: 'state',
      header: t('content.state'),
      cell: (page) => <StateBadge publishedAt={page.publishedAt} />,
    },
    {
      id: 'updated',
      header: t('content.updated'),
      cell: (page) => (
        <time dateTime={page.updatedAt} title={formatDateTime(page.updatedAt, lang)}>
          {formatAge(page.updatedAt, lang)}
        </time>
      ),
    },
  ];
  return (
    <ListScreen
      id="pages-title"
      title={t('content.pages.title')}
      count={data ? t('content.pages.count', { count: data.total }) : undefined}
      filters={
        <div className="flex justify-end">
          <Link to="/content/pages/new" className={primaryButtonClass}>
            {t('content.pages.new')}
          </Link>
        </div>
      }
      error={error && t(errorStatus(error) === 403 ? 'content.notAllowed' : 'content.failed')}
      pages={data && { ...data, label: t('content.pages.pagination') }}
    >
      <DataTable
        caption={t('content.pages.caption')}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(page) => page.id}
        busy={isFetching && data !== undefined}
        loadingText={t('content.loading')}
        empty={<EmptyList>{t('content.pages.empty')}</EmptyList>}
      />
    </ListScreen>
  );
}
