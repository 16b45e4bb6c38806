// Release territories of document 3 section 3 ("Regions"): every current ISO 3166-1 alpha-2 code plus Kosovo (XK), all valid DDEX ERN 4.3 CurrentTerritoryCode values, grouped into the five continents, and the special value 'Worldwide'.
// Continents follow the UN M49 regions (so Cyprus, Türkiye and the Caucasus are in Asia, Greenland in the Americas,
// Bouvet Island and South Georgia in the Americas, the British Indian Ocean Territory and French Southern Territories in Africa).
// Antarctica (AQ) has no M49 region; it is filed under Oceania. The withdrawn codes DDEX still lists (AN, CS) are left out.

export type Continent = 'Europe' | 'Asia' | 'Americas' | 'Africa' | 'Oceania';

export interface Territory {
  code: string;
  name: string;
  continent: Continent;
}

/** The territory value meaning every territory; DDEX uses the same string as its TerritoryCode. */
export const WORLDWIDE = 'Worldwide';
export const WORLDWIDE_DDEX_CODE = 'Worldwide';

export const continents: Continent[] = ['Europe', 'Asia', 'Americas', 'Africa', 'Oceania'];

const byContinent: Record<Continent, [code: string, name: string][]> = {
  Europe: [
    ['AX', 'Åland Islands'],
    ['AL', 'Albania'],
    ['AD', 'Andorra'],
    ['AT', 'Austria'],
    ['BY', 'Belarus'],
    ['BE', 'Belgium'],
    ['BA', 'Bosnia and Herzegovina'],
    ['BG', 'Bulgaria'],
    ['HR', 'Croatia'],
    ['CZ', 'Czechia'],
    ['DK', 'Denmark'],
    ['EE', 'Estonia'],
    ['FO', 'Faroe Islands'],
    ['FI', 'Finland'],
    ['FR', 'France'],
    ['DE', 'Germany'],
    ['GI', 'Gibraltar'],
    ['GR', 'Greece'],
    ['GG', 'Guernsey'],
    ['HU', 'Hungary'],
    ['IS', 'Iceland'],
    ['IE', 'Ireland'],
    ['IM', 'Isle of Man'],
    ['IT', 'Italy'],
    ['JE', 'Jersey'],
    ['XK', 'Kosovo'],
    ['LV', 'Latvia'],
    ['LI', 'Liechtenstein'],
    ['LT', 'Lithuania'],
    ['LU', 'Luxembourg'],
    ['MT', 'Malta'],
    ['MD', 'Moldova'],
    ['MC', 'Monaco'],
    ['ME', 'Montenegro'],
    ['NL', 'Netherlands'],
    ['MK', 'North Macedonia'],
    ['NO', 'Norway'],
    ['PL', 'Poland'],
    ['PT', 'Portugal'],
    ['RO', 'Romania'],
    ['RU', 'Russia'],
    ['SM', 'San Marino'],
    ['RS', 'Serbia'],
    ['SK', 'Slovakia'],
    ['SI', 'Slovenia'],
    ['ES', 'Spain'],
    ['SJ', 'Svalbard and Jan Mayen'],
    ['SE', 'Sweden'],
    ['CH', 'Switzerland'],
    ['UA', 'Ukraine'],
    ['GB', 'United Kingdom'],
    ['VA', 'Vatican City'],
  ],
  Asia: [
    ['AF', 'Afghanistan'],
    ['AM', 'Armenia'],
    ['AZ', 'Azerbaijan'],
    ['BH', 'Bahrain'],
    ['BD', 'Bangladesh'],
    ['BT', 'Bhutan'],
    ['BN', 'Brunei'],
    ['KH', 'Cambodia'],
    ['CN', 'China'],
    ['CY', 'Cyprus'],
    ['GE', 'Georgia'],
    ['HK', 'Hong Kong'],
    ['IN', 'India'],
    ['ID', 'Indonesia'],
    ['IR', 'Iran'],
    ['IQ', 'Iraq'],
    ['IL', 'Israel'],
    ['JP', 'Japan'],
    ['JO', 'Jordan'],
    ['KZ', 'Kazakhstan'],
    ['KW', 'Kuwait'],
    ['KG', 'Kyrgyzstan'],
    ['LA', 'Laos'],
    ['LB', 'Lebanon'],
    ['MO', 'Macao'],
    ['MY', 'Malaysia'],
    ['MV', 'Maldives'],
    ['MN', 'Mongolia'],
    ['MM', 'Myanmar'],
    ['NP', 'Nepal'],
    ['KP', 'North Korea'],
    ['OM', 'Oman'],
    ['PK', 'Pakistan'],
    ['PS', 'Palestine'],
    ['PH', 'Philippines'],
    ['QA', 'Qatar'],
    ['SA', 'Saudi Arabia'],
    ['SG', 'Singapore'],
    ['KR', 'South Korea'],
    ['LK', 'Sri Lanka'],
    ['SY', 'Syria'],
    ['TW', 'Taiwan'],
    ['TJ', 'Tajikistan'],
    ['TH', 'Thailand'],
    ['TL', 'Timor-Leste'],
    ['TR', 'Türkiye'],
    ['TM', 'Turkmenistan'],
    ['AE', 'United Arab Emirates'],
    ['UZ', 'Uzbekistan'],
    ['VN', 'Vietnam'],
    ['YE', 'Yemen'],
  ],
  Americas: [
    ['AI', 'Anguilla'],
    ['AG', 'Antigua and Barbuda'],
    ['AR', 'Argentina'],
    ['AW', 'Aruba'],
    ['BS', 'Bahamas'],
    ['BB', 'Barbados'],
    ['BZ', 'Belize'],
    ['BM', 'Bermuda'],
    ['BO', 'Bolivia'],
    ['BQ', 'Caribbean Netherlands'],
    ['BV', 'Bouvet Island'],
    ['BR', 'Brazil'],
    ['VG', 'British Virgin Islands'],
    ['CA', 'Canada'],
    ['KY', 'Cayman Islands'],
    ['CL', 'Chile'],
    ['CO', 'Colombia'],
    ['CR', 'Costa Rica'],
    ['CU', 'Cuba'],
    ['CW', 'Curaçao'],
    ['DM', 'Dominica'],
    ['DO', 'Dominican Republic'],
    ['EC', 'Ecuador'],
    ['SV', 'El Salvador'],
    ['FK', 'Falkland Islands'],
    ['GF', 'French Guiana'],
    ['GL', 'Greenland'],
    ['GD', 'Grenada'],
    ['GP', 'Guadeloupe'],
    ['GT', 'Guatemala'],
    ['GY', 'Guyana'],
    ['HT', 'Haiti'],
    ['HN', 'Honduras'],
    ['JM', 'Jamaica'],
    ['MQ', 'Martinique'],
    ['MX', 'Mexico'],
    ['MS', 'Montserrat'],
    ['NI', 'Nicaragua'],
    ['PA', 'Panama'],
    ['PY', 'Paraguay'],
    ['PE', 'Peru'],
    ['PR', 'Puerto Rico'],
    ['BL', 'Saint Barthélemy'],
    ['KN', 'Saint Kitts and Nevis'],
    ['LC', 'Saint Lucia'],
    ['MF', 'Saint Martin'],
    ['PM', 'Saint Pierre and Miquelon'],
    ['VC', 'Saint Vincent and the Grenadines'],
    ['SX', 'Sint Maarten'],
    ['GS', 'South Georgia and the South Sandwich Islands'],
    ['SR', 'Suriname'],
    ['TT', 'Trinidad and Tobago'],
    ['TC', 'Turks and Caicos Islands'],
    ['US', 'United States'],
    ['VI', 'U.S. Virgin Islands'],
    ['UY', 'Uruguay'],
    ['VE', 'Venezuela'],
  ],
  Africa: [
    ['DZ', 'Algeria'],
    ['AO', 'Angola'],
    ['BJ', 'Benin'],
    ['BW', 'Botswana'],
    ['IO', 'British Indian Ocean Territory'],
    ['BF', 'Burkina Faso'],
    ['BI', 'Burundi'],
    ['CV', 'Cape Verde'],
    ['CM', 'Cameroon'],
    ['CF', 'Central African Republic'],
    ['TD', 'Chad'],
    ['KM', 'Comoros'],
    ['CG', 'Republic of the Congo'],
    ['CD', 'DR Congo'],
    ['CI', "Côte d'Ivoire"],
    ['DJ', 'Djibouti'],
    ['EG', 'Egypt'],
    ['GQ', 'Equatorial Guinea'],
    ['ER', 'Eritrea'],
    ['SZ', 'Eswatini'],
    ['ET', 'Ethiopia'],
    ['TF', 'French Southern Territories'],
    ['GA', 'Gabon'],
    ['GM', 'Gambia'],
    ['GH', 'Ghana'],
    ['GN', 'Guinea'],
    ['GW', 'Guinea-Bissau'],
    ['KE', 'Kenya'],
    ['LS', 'Lesotho'],
    ['LR', 'Liberia'],
    ['LY', 'Libya'],
    ['MG', 'Madagascar'],
    ['MW', 'Malawi'],
    ['ML', 'Mali'],
    ['MR', 'Mauritania'],
    ['MU', 'Mauritius'],
    ['YT', 'Mayotte'],
    ['MA', 'Morocco'],
    ['MZ', 'Mozambique'],
    ['NA', 'Namibia'],
    ['NE', 'Niger'],
    ['NG', 'Nigeria'],
    ['RE', 'Réunion'],
    ['RW', 'Rwanda'],
    ['SH', 'Saint Helena, Ascension and Tristan da Cunha'],
    ['ST', 'São Tomé and Príncipe'],
    ['SN', 'Senegal'],
    ['SC', 'Seychelles'],
    ['SL', 'Sierra Leone'],
    ['SO', 'Somalia'],
    ['ZA', 'South Africa'],
    ['SS', 'South Sudan'],
    ['SD', 'Sudan'],
    ['TZ', 'Tanzania'],
    ['TG', 'Togo'],
    ['TN', 'Tunisia'],
    ['UG', 'Uganda'],
    ['EH', 'Western Sahara'],
    ['ZM', 'Zambia'],
    ['ZW', 'Zimbabwe'],
  ],
  Oceania: [
    ['AS', 'American Samoa'],
    ['AQ', 'Antarctica'],
    ['AU', 'Australia'],
    ['CX', 'Christmas Island'],
    ['CC', 'Cocos (Keeling) Islands'],
    ['CK', 'Cook Islands'],
    ['FJ', 'Fiji'],
    ['PF', 'French Polynesia'],
    ['GU', 'Guam'],
    ['HM', 'Heard Island and McDonald Islands'],
    ['KI', 'Kiribati'],
    ['MH', 'Marshall Islands'],
    ['FM', 'Micronesia'],
    ['NR', 'Nauru'],
    ['NC', 'New Caledonia'],
    ['NZ', 'New Zealand'],
    ['NU', 'Niue'],
    ['NF', 'Norfolk Island'],
    ['MP', 'Northern Mariana Islands'],
    ['PW', 'Palau'],
    ['PG', 'Papua New Guinea'],
    ['PN', 'Pitcairn Islands'],
    ['WS', 'Samoa'],
    ['SB', 'Solomon Islands'],
    ['TK', 'Tokelau'],
    ['TO', 'Tonga'],
    ['TV', 'Tuvalu'],
    ['UM', 'U.S. Outlying Islands'],
    ['VU', 'Vanuatu'],
    ['WF', 'Wallis and Futuna'],
  ],
};

/** All territories, sorted by English name. */
export const territories: Territory[] = continents.flatMap((continent) => byContinent[continent].map(([code, name]) => ({ code, name, continent }))).sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byCode = new Map(territories.map((t) => [t.code, t]));

export const territoryByCode = (code: string): Territory | undefined => byCode.get(code);

/** Territories per continent, each list sorted by name. */
export function territoriesByContinent(): Record<Continent, Territory[]> {
  const groups = Object.fromEntries(continents.map((c) => [c, [] as Territory[]])) as Record<Continent, Territory[]>;
  for (const t of territories) groups[t.continent].push(t);
  return groups;
}

/** Whether a value may appear in a release's territory list: an upper-case code above, or WORLDWIDE. */
export const isTerritory = (code: string): boolean => code === WORLDWIDE || byCode.has(code);

export interface NormalisedTerritories {
  /** Either [WORLDWIDE] or distinct codes sorted alphabetically. */
  territories: string[];
  /** Entries that are neither a code nor WORLDWIDE, as given (trimmed, deduplicated). */
  unknown: string[];
}

/** Trims, upper-cases and deduplicates codes; WORLDWIDE (any case) replaces everything else. */
export function normaliseTerritories(list: readonly string[]): NormalisedTerritories {
  const codes = new Set<string>();
  const unknown = new Set<string>();
  let worldwide = false;
  for (const raw of list) {
    const value = raw.trim();
    if (value.toLowerCase() === WORLDWIDE.toLowerCase()) worldwide = true;
    else if (byCode.has(value.toUpperCase())) codes.add(value.toUpperCase());
    else unknown.add(value);
  }
  return { territories: worldwide ? [WORLDWIDE] : [...codes].sort(), unknown: [...unknown] };
}
