import { BANGALORE, DELHI, MUMBAI, PUNE } from './reference.ts';

// The demo catalogue: the projects with their builders and places, prices per sq.ft. and carpet areas
// by configuration, and the highlights the brochures draw from.

export type ProjectDef = {
  name: string;
  builder: string;
  parent: number;
  region: string;
  location: string;
  focus: boolean;
  active?: boolean;
};

export const PROJECTS: ProjectDef[] = [
  {
    name: 'Skyline Residences',
    builder: 'Skyline Developers',
    parent: MUMBAI,
    region: 'Andheri',
    location: 'Andheri West, Mumbai',
    focus: true,
  },
  {
    name: 'Lakeview Heights',
    builder: 'Lakeshore Realty',
    parent: MUMBAI,
    region: 'Powai',
    location: 'Powai, Mumbai',
    focus: true,
  },
  {
    name: 'Thane Greens',
    builder: 'Vastu Infra',
    parent: MUMBAI,
    region: 'Thane',
    location: 'Ghodbunder Road, Thane',
    focus: true,
  },
  {
    name: 'Harbour Crest',
    builder: 'Oceanic Builders',
    parent: MUMBAI,
    region: 'Worli',
    location: 'Worli Sea Face, Mumbai',
    focus: false,
  },
  {
    name: 'Palm Grove',
    builder: 'Greenfield Estates',
    parent: MUMBAI,
    region: 'Navi Mumbai',
    location: 'Kharghar, Navi Mumbai',
    focus: false,
  },
  {
    name: 'Mangrove Bay',
    builder: 'Shubh Realty',
    parent: MUMBAI,
    region: 'Chembur',
    location: 'Chembur East, Mumbai',
    focus: false,
    active: false,
  },
  {
    name: 'Whitefield Central',
    builder: 'Orchid Developers',
    parent: BANGALORE,
    region: 'Whitefield',
    location: 'Whitefield, Bangalore',
    focus: true,
  },
  {
    name: 'Sarjapur Meadows',
    builder: 'Aarav Buildcon',
    parent: BANGALORE,
    region: 'Sarjapur Road',
    location: 'Sarjapur Road, Bangalore',
    focus: true,
  },
  {
    name: 'Tech Park Towers',
    builder: 'Nexus Realty',
    parent: BANGALORE,
    region: 'Electronic City',
    location: 'Electronic City Phase 1, Bangalore',
    focus: false,
  },
  {
    name: 'Hebbal Lake Vista',
    builder: 'Lakeshore Realty',
    parent: BANGALORE,
    region: 'Hebbal',
    location: 'Hebbal, Bangalore',
    focus: true,
  },
  {
    name: 'Airport City Homes',
    builder: 'Skyline Developers',
    parent: BANGALORE,
    region: 'Devanahalli',
    location: 'Devanahalli, Bangalore',
    focus: false,
  },
  {
    name: 'Yelahanka Gardens',
    builder: 'Banyan Homes',
    parent: BANGALORE,
    region: 'Yelahanka',
    location: 'Yelahanka New Town, Bangalore',
    focus: false,
  },
  {
    name: 'Hinjewadi Heights',
    builder: 'Sahyadri Constructions',
    parent: PUNE,
    region: 'Hinjewadi',
    location: 'Hinjewadi Phase 1, Pune',
    focus: true,
  },
  {
    name: 'Baner Boulevard',
    builder: 'Vastu Infra',
    parent: PUNE,
    region: 'Baner',
    location: 'Baner, Pune',
    focus: true,
  },
  {
    name: 'Wakad Woods',
    builder: 'Aarav Buildcon',
    parent: PUNE,
    region: 'Wakad',
    location: 'Wakad, Pune',
    focus: false,
  },
  {
    name: 'Kharadi Riverside',
    builder: 'Riverstone Developers',
    parent: PUNE,
    region: 'Kharadi',
    location: 'Kharadi, Pune',
    focus: true,
  },
  {
    name: 'Undri Hills',
    builder: 'Sahyadri Constructions',
    parent: PUNE,
    region: 'Undri',
    location: 'Undri, Pune',
    focus: false,
  },
  {
    name: 'Hadapsar Square',
    builder: 'Nexus Realty',
    parent: PUNE,
    region: 'Hadapsar',
    location: 'Magarpatta Road, Hadapsar, Pune',
    focus: false,
  },
  {
    name: 'Gurugram Grandeur',
    builder: 'Capital Infratech',
    parent: DELHI,
    region: 'Gurugram',
    location: 'Sector 65, Gurugram',
    focus: true,
  },
  {
    name: 'Noida Sky Gardens',
    builder: 'Yamuna Realtors',
    parent: DELHI,
    region: 'Noida',
    location: 'Sector 150, Noida',
    focus: true,
  },
  {
    name: 'Greater Noida Greens',
    builder: 'Yamuna Realtors',
    parent: DELHI,
    region: 'Greater Noida West',
    location: 'Gaur City 2, Greater Noida West',
    focus: false,
  },
  {
    name: 'Dwarka Expressway One',
    builder: 'Capital Infratech',
    parent: DELHI,
    region: 'Dwarka Expressway',
    location: 'Sector 106, Dwarka Expressway',
    focus: true,
  },
  {
    name: 'Golf Course Estate',
    builder: 'Orchid Developers',
    parent: DELHI,
    region: 'Gurugram',
    location: 'Golf Course Extension Road, Gurugram',
    focus: false,
  },
  {
    name: 'Faridabad Royale',
    builder: 'Aravali Homes',
    parent: DELHI,
    region: 'Faridabad',
    location: 'Neharpar, Faridabad',
    focus: false,
    active: false,
  },
];

/** Price per sq.ft. by parent region. */
export const RATE: Record<number, [number, number]> = {
  [MUMBAI]: [16000, 32000],
  [BANGALORE]: [7500, 12500],
  [PUNE]: [7000, 11000],
  [DELHI]: [8500, 16000],
};
export const AREA: Record<number, [number, number]> = {
  1: [420, 540],
  2: [620, 820],
  3: [950, 1300],
  4: [1500, 1950],
};

export const HIGHLIGHTS = [
  'Clubhouse with rooftop infinity pool',
  '5 minutes from the metro station',
  'Vaastu-compliant homes with large balconies',
  '70% open green spaces',
  'IGBC Gold pre-certified green building',
  'Double-height entrance lobby',
  'Close to international schools and hospitals',
  'EV charging on every parking level',
  'Jogging track and senior citizen park',
  'Three-tier security with video door phones',
  'Co-working pods in the clubhouse',
  '10 minutes from the IT park',
  'Indoor games room and mini theatre',
  'Rainwater harvesting and solar street lights',
  'Panoramic views from the upper floors',
  'Home loans approved by leading banks',
];
