import type { DiagnosticRow } from './diagnostics-panel.tsx';

/** The checks of a phone with the app installed, push blocked and the API slow to answer. */
export const diagnosticsEn: DiagnosticRow[] = [
  { id: 'version', label: 'App version', value: '0.1.0', state: 'ok', ltr: true },
  { id: 'build', label: 'Build', value: 'a1b2c3d4', state: 'ok', ltr: true },
  { id: 'language', label: 'Language', value: 'English (en)', state: 'ok' },
  { id: 'serviceWorker', label: 'Service worker', value: 'Active', state: 'ok' },
  { id: 'push', label: 'Notifications', value: 'Blocked in the browser', state: 'warning' },
  { id: 'install', label: 'Installation', value: 'Running as the installed app', state: 'ok' },
  {
    id: 'apiBrowser',
    label: 'API from this device',
    value: 'Unreachable (timeout)',
    state: 'error',
  },
];

export const diagnosticsAr: DiagnosticRow[] = [
  { id: 'version', label: 'إصدار التطبيق', value: '0.1.0', state: 'ok', ltr: true },
  { id: 'build', label: 'البناء', value: 'a1b2c3d4', state: 'ok', ltr: true },
  { id: 'language', label: 'اللغة', value: 'العربية (ar)', state: 'ok' },
  { id: 'serviceWorker', label: 'عامل الخدمة', value: 'نشط', state: 'ok' },
  { id: 'push', label: 'الإشعارات', value: 'محظورة في المتصفح', state: 'warning' },
  { id: 'install', label: 'التثبيت', value: 'يعمل في المتصفح', state: 'ok' },
  {
    id: 'apiBrowser',
    label: 'الواجهة البرمجية من هذا الجهاز',
    value: 'متاحة، 84 ملي ثانية',
    state: 'ok',
  },
];
