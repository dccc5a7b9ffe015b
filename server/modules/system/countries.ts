/** Countries offered for phone numbers (GET /wps/system/country), with ITU dialing codes. */
import type { CountryEntry } from '@common/contract/system';

const country = (countryCode: string, countryDialingCode: string, name: string): CountryEntry => ({
  countryCode,
  countryDialingCode,
  name,
});

/** The home market first, then its neighbours and the wider region. */
export const COUNTRIES: readonly CountryEntry[] = [
  country('BD', '880', 'Bangladesh'),
  country('IN', '91', 'India'),
  country('PK', '92', 'Pakistan'),
  country('NP', '977', 'Nepal'),
  country('LK', '94', 'Sri Lanka'),
  country('BT', '975', 'Bhutan'),
  country('MV', '960', 'Maldives'),
  country('MM', '95', 'Myanmar'),
  country('TH', '66', 'Thailand'),
  country('VN', '84', 'Vietnam'),
  country('KH', '855', 'Cambodia'),
  country('LA', '856', 'Laos'),
  country('MY', '60', 'Malaysia'),
  country('ID', '62', 'Indonesia'),
  country('PH', '63', 'Philippines'),
  country('SG', '65', 'Singapore'),
  country('CN', '86', 'China'),
  country('HK', '852', 'Hong Kong'),
  country('TW', '886', 'Taiwan'),
  country('JP', '81', 'Japan'),
  country('KR', '82', 'South Korea'),
  country('AE', '971', 'United Arab Emirates'),
  country('SA', '966', 'Saudi Arabia'),
  country('GB', '44', 'United Kingdom'),
  country('US', '1', 'United States'),
];
