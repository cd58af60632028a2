import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

const subLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive
      ? 'bg-brand-50 text-brand-900 underline underline-offset-4'
      : 'text-brand-700 hover:bg-brand-50'
  }`;

/**
 * The content screens (admin and moderator, as the API allows): blog posts, FAQs and pages,
 * each a list and an editor, under one navigation of their own.
 */
export default function Content() {
  const { t } = useTranslation('backoffice');
  return (
    <div className="grid gap-4">
      <nav aria-label={t('content.navigation')} className="flex flex-wrap gap-1">
        <NavLink to="/content" end className={subLinkClass}>
          {t('content.posts.title')}
        </NavLink>
        <NavLink to="/content/faqs" className={subLinkClass}>
          {t('content.faqs.title')}
        </NavLink>
        <NavLink to="/content/pages" className={subLinkClass}>
          {t('content.pages.title')}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
