/** The 3rd World country list and the 'Add 3rd World' / 'Remove 3rd World' toggle of the excluded locations. */

import { scrapeMessages } from './scrape-messages';
import { includesText } from './scrape-same-text';

/**
 * Countries the 'Add 3rd World' button puts into the excluded locations (and 'Remove 3rd World' takes out).
 * Locations match bios' location field as case-insensitive substrings.
 */
export const THIRD_WORLD_COUNTRIES: readonly string[] = [
  'Afghanistan', 'Algeria', 'Angola', 'Bangladesh', 'Benin', 'Bhutan', 'Bolivia', 'Botswana', 'Burkina Faso',
  'Burundi', 'Cambodia', 'Cameroon', 'Cape Verde', 'Central African Republic', 'Chad', 'Comoros', 'Congo',
  'Cuba', 'Djibouti', 'Dominican Republic', 'Ecuador', 'Egypt', 'El Salvador', 'Equatorial Guinea', 'Eritrea',
  'Eswatini', 'Ethiopia', 'Gabon', 'Gambia', 'Ghana', 'Guatemala', 'Guinea', 'Guinea-Bissau', 'Guyana', 'Haiti',
  'Honduras', 'India', 'Indonesia', 'Iran', 'Iraq', 'Ivory Coast', 'Jamaica', 'Jordan', 'Kenya', 'Kiribati',
  'Kyrgyzstan', 'Laos', 'Lebanon', 'Lesotho', 'Liberia', 'Libya', 'Madagascar', 'Malawi', 'Mali', 'Mauritania',
  'Micronesia', 'Mongolia', 'Morocco', 'Mozambique', 'Myanmar', 'Namibia', 'Nepal', 'Nicaragua', 'Niger',
  'Nigeria', 'North Korea', 'Pakistan', 'Palestine', 'Papua New Guinea', 'Paraguay', 'Philippines', 'Rwanda',
  'Sao Tome and Principe', 'Senegal', 'Sierra Leone', 'Solomon Islands', 'Somalia', 'South Sudan', 'Sri Lanka',
  'Sudan', 'Syria', 'Tajikistan', 'Tanzania', 'Timor-Leste', 'Togo', 'Tunisia', 'Turkmenistan', 'Uganda',
  'Uzbekistan', 'Vanuatu', 'Venezuela', 'Vietnam', 'Yemen', 'Zambia', 'Zimbabwe',
];

/** True when any of the 3rd World countries is among the locations: the button then reads 'Remove 3rd World'. */
export const hasThirdWorld = (locations: readonly string[]) => locations.some((location) => includesText(THIRD_WORLD_COUNTRIES, location));

/** The 'Add 3rd World' / 'Remove 3rd World' toggle: the new list and the toast to show. */
export function toggleThirdWorld(locations: readonly string[]): { locations: string[]; message: string } {
  if (hasThirdWorld(locations)) {
    return { locations: locations.filter((location) => !includesText(THIRD_WORLD_COUNTRIES, location)), message: scrapeMessages.thirdWorldRemoved };
  }
  return { locations: [...locations, ...THIRD_WORLD_COUNTRIES], message: scrapeMessages.thirdWorldAdded };
}
