import { localizedName } from '@shop/core/i18n-loader';
import {
  useGetStaffFaqsQuery,
  useGetStaffFaqTopicsQuery,
  type StaffFaq,
  type StaffFaqTopic,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatNumber } from '@shop/ui/format';
import { primaryButtonClass, secondaryButtonClass, SelectField } from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { StateBadge } from '~/components/content-parts';
import { isId } from '~/components/detail-state';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

const FAQS_PAGE_SIZE = 20;
/** Every topic on one page (the shop keeps a handful; the API bounds the page at 100). */
const TOPICS_PAGE_SIZE = 100;

/** FAQ topics in their order, and the questions (of one topic, in the address), in order. */
export default function ContentFaqs() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const asked = Number(params.get('topicId'));
  const topicId = isId(asked) ? asked : undefined;
  const topics = useGetStaffFaqTopicsQuery({ pageSize: TOPICS_PAGE_SIZE });
  const { data, error, isFetching } = useGetStaffFaqsQuery({
    page: pageOf(params),
    pageSize: FAQS_PAGE_SIZE,
    ...(topicId ? { topicId } : {}),
  });
  const topicName = (id: number) => {
    const topic = topics.data?.items.find((one) => one.id === id);
    return topic ? localizedName(topic, lang) : '';
  };
  const order = (position: number) => <bdi>{formatNumber(position, lang)}</bdi>;

  const topicColumns: DataTableColumn<StaffFaqTopic>[] = [
    {
      id: 'name',
      header: t('content.field.name'),
      rowHeader: true,
      cell: (topic) => (
        <Link
          to={`/content/faq-topics/${topic.id}`}
          className="font-semibold text-brand-700 underline"
        >
          {localizedName(topic, lang)}
        </Link>
      ),
    },
    {
      id: 'position',
      header: t('content.field.position'),
      align: 'end',
      cell: (topic) => order(topic.position),
    },
    {
      id: 'state',
      header: t('content.state'),
      cell: (topic) => <StateBadge publishedAt={topic.publishedAt} />,
    },
  ];
  const faqColumns: DataTableColumn<StaffFaq>[] = [
    {
      id: 'question',
      header: t('content.field.question'),
      rowHeader: true,
      cell: (faq) => (
        <Link to={`/content/faqs/${faq.id}`} className="font-semibold text-brand-700 underline">
          {localizedName({ name: faq.question, nameEn: faq.questionEn }, lang)}
        </Link>
      ),
    },
    { id: 'topic', header: t('content.field.topicId'), cell: (faq) => topicName(faq.topicId) },
    {
      id: 'position',
      header: t('content.field.position'),
      align: 'end',
      cell: (faq) => order(faq.position),
    },
    {
      id: 'state',
      header: t('content.state'),
      cell: (faq) => <StateBadge publishedAt={faq.publishedAt} />,
    },
  ];

  return (
    <div className="grid gap-8">
      <section aria-labelledby="topics-title" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="topics-title" className="text-xl font-bold">
            {t('content.topics.title')}
          </h2>
          <Link to="/content/faq-topics/new" className={secondaryButtonClass}>
            {t('content.topics.new')}
          </Link>
        </div>
        {topics.error ? (
          <p role="alert" className="font-semibold text-red-700">
            {t(errorStatus(topics.error) === 403 ? 'content.notAllowed' : 'content.failed')}
          </p>
        ) : (
          <DataTable
            caption={t('content.topics.caption')}
            captionHidden
            columns={topicColumns}
            rows={topics.data?.items}
            rowKey={(topic) => topic.id}
            loadingText={t('content.loading')}
            empty={<EmptyList>{t('content.topics.empty')}</EmptyList>}
          />
        )}
      </section>
      <ListScreen
        id="faqs-title"
        title={t('content.faqs.title')}
        count={data ? t('content.faqs.count', { count: data.total }) : undefined}
        filters={
          <div className="flex flex-wrap items-end justify-between gap-3">
            <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('content.apply')}>
              <SelectField
                name="topicId"
                label={t('content.field.topicId')}
                placeholder={t('content.anyTopic')}
                defaultValue={topicId ? String(topicId) : ''}
                key={`${topicId ?? 'any'}-${topics.data ? 'ready' : 'loading'}`}
                options={(topics.data?.items ?? []).map((topic) => ({
                  value: String(topic.id),
                  label: localizedName(topic, lang),
                }))}
              />
            </FiltersBar>
            <Link
              to={`/content/faqs/new${topicId ? `?topicId=${topicId}` : ''}`}
              className={primaryButtonClass}
            >
              {t('content.faqs.new')}
            </Link>
          </div>
        }
        error={error && t(errorStatus(error) === 403 ? 'content.notAllowed' : 'content.failed')}
        pages={data && { ...data, label: t('content.faqs.pagination') }}
      >
        <DataTable
          caption={t('content.faqs.caption')}
          captionHidden
          columns={faqColumns}
          rows={data?.items}
          rowKey={(faq) => faq.id}
          busy={isFetching && data !== undefined}
          loadingText={t('content.loading')}
          empty={<EmptyList>{t('content.faqs.empty')}</EmptyList>}
        />
      </ListScreen>
    </div>
  );
}
