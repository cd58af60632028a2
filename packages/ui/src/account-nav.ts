export {
  AccountNav,
  accountSections,
  type AccountNavProps,
  type AccountSection,
} from '#account-nav/account-nav.tsx';
