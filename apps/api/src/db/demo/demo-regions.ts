// Countries → states → cities of the demo marketplace. Keys are only used inside the seed.

export interface DemoCity {
  key: string;
  name: string;
  nameEn: string;
}
export interface DemoState {
  name: string;
  nameEn: string;
  cities: DemoCity[];
}
export interface DemoCountry {
  code: string;
  phoneCode: string;
  name: string;
  nameEn: string;
  states: DemoState[];
}

export const demoCountries: DemoCountry[] = [
  {
    code: 'SA',
    phoneCode: '966',
    name: 'المملكة العربية السعودية',
    nameEn: 'Saudi Arabia',
    states: [
      {
        name: 'منطقة الرياض',
        nameEn: 'Riyadh Region',
        cities: [
          { key: 'riyadh', name: 'الرياض', nameEn: 'Riyadh' },
          { key: 'kharj', name: 'الخرج', nameEn: 'Al Kharj' },
        ],
      },
      {
        name: 'منطقة مكة المكرمة',
        nameEn: 'Makkah Region',
        cities: [
          { key: 'jeddah', name: 'جدة', nameEn: 'Jeddah' },
          { key: 'makkah', name: 'مكة المكرمة', nameEn: 'Makkah' },
          { key: 'taif', name: 'الطائف', nameEn: 'Taif' },
        ],
      },
      {
        name: 'المنطقة الشرقية',
        nameEn: 'Eastern Province',
        cities: [
          { key: 'dammam', name: 'الدمام', nameEn: 'Dammam' },
          { key: 'khobar', name: 'الخبر', nameEn: 'Al Khobar' },
          { key: 'dhahran', name: 'الظهران', nameEn: 'Dhahran' },
        ],
      },
    ],
  },
  {
    code: 'AE',
    phoneCode: '971',
    name: 'الإمارات العربية المتحدة',
    nameEn: 'United Arab Emirates',
    states: [
      {
        name: 'إمارة دبي',
        nameEn: 'Dubai',
        cities: [{ key: 'dubai', name: 'دبي', nameEn: 'Dubai' }],
      },
      {
        name: 'إمارة أبوظبي',
        nameEn: 'Abu Dhabi',
        cities: [
          { key: 'abu-dhabi', name: 'أبوظبي', nameEn: 'Abu Dhabi' },
          { key: 'al-ain', name: 'العين', nameEn: 'Al Ain' },
        ],
      },
      {
        name: 'إمارة الشارقة',
        nameEn: 'Sharjah',
        cities: [{ key: 'sharjah', name: 'الشارقة', nameEn: 'Sharjah' }],
      },
    ],
  },
  {
    code: 'KW',
    phoneCode: '965',
    name: 'الكويت',
    nameEn: 'Kuwait',
    states: [
      {
        name: 'محافظة العاصمة',
        nameEn: 'Al Asimah',
        cities: [{ key: 'kuwait-city', name: 'مدينة الكويت', nameEn: 'Kuwait City' }],
      },
      {
        name: 'محافظة حولي',
        nameEn: 'Hawalli',
        cities: [{ key: 'salmiya', name: 'السالمية', nameEn: 'Salmiya' }],
      },
    ],
  },
];
