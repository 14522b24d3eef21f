/**
 * The demo members: fictional, each name used once, as a Malaysian club's member list reads —
 * Malay, Chinese, Indian, Kadazan-Dusun, Iban and others — with the town they play in.
 */
export interface DemoPerson {
  name: string;
  gender: 'Female' | 'Male';
  state: string;
  city: string;
}

const person = (name: string, gender: 'F' | 'M', state: string, city: string): DemoPerson => ({
  name,
  gender: gender === 'F' ? 'Female' : 'Male',
  state,
  city,
});

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  person('Nur Aisyah Kamaruddin', 'F', 'Selangor', 'Shah Alam'),
  person('Tan Wei Ming', 'M', 'Kuala Lumpur', 'Cheras'),
  person('Rajesh Kumar Subramaniam', 'M', 'Selangor', 'Klang'),
  person('Siti Nur Izzah Hassan', 'F', 'Johor', 'Johor Bahru'),
  person('Jason Lim Chee Keong', 'M', 'Penang', 'George Town'),
  person('Priya Devi Nair', 'F', 'Kuala Lumpur', 'Bangsar'),
  person('Muhammad Farid Ismail', 'M', 'Kedah', 'Alor Setar'),
  person('Wong Mei Ling', 'F', 'Perak', 'Ipoh'),
  person('Arjun Pillai', 'M', 'Negeri Sembilan', 'Seremban'),
  person('Nurul Ain Abdullah', 'F', 'Terengganu', 'Kuala Terengganu'),
  person('Chong Kok Wai', 'M', 'Sabah', 'Kota Kinabalu'),
  person('Farah Nadia Yusof', 'F', 'Pahang', 'Kuantan'),
  person('Ahmad Hafiz Zainal', 'M', 'Kelantan', 'Kota Bharu'),
  person('Lee Xin Yi', 'F', 'Melaka', 'Ayer Keroh'),
  person('Kavitha Ramasamy', 'F', 'Selangor', 'Petaling Jaya'),
  person('Mohd Firdaus Osman', 'M', 'Putrajaya', 'Putrajaya'),
  person('Ong Jia Hui', 'F', 'Penang', 'Bayan Lepas'),
  person('Daniel Gimbang', 'M', 'Sabah', 'Penampang'),
  person('Juliana Jitam', 'F', 'Sarawak', 'Kuching'),
  person('Teoh Kah Seng', 'M', 'Penang', 'Butterworth'),
  person('Nor Azlina Mohd Noor', 'F', 'Perlis', 'Kangar'),
  person('Suresh Krishnan', 'M', 'Johor', 'Batu Pahat'),
  person('Chan Pei Shan', 'F', 'Kuala Lumpur', 'Kepong'),
  person('Amirul Hakim Roslan', 'M', 'Selangor', 'Bangi'),
  person('Deepa Letchumanan', 'F', 'Perak', 'Taiping'),
  person('Goh Boon Huat', 'M', 'Melaka', 'Melaka'),
  person('Syafiqah Azman', 'F', 'Selangor', 'Cyberjaya'),
  person('Vincent Loh Kar Meng', 'M', 'Sarawak', 'Miri'),
  person('Aina Sofea Rosli', 'F', 'Johor', 'Muar'),
  person('Harith Iskandar Latif', 'M', 'Kuala Lumpur', 'Setapak'),
  person('Yap Siew Lan', 'F', 'Pahang', 'Bentong'),
  person('Marcus Fernandez', 'M', 'Selangor', 'Subang Jaya'),
  person('Fatin Amirah Jamil', 'F', 'Kedah', 'Sungai Petani'),
  person('Kelvin Ng Choon Hong', 'M', 'Johor', 'Kluang'),
  person('Melissa Tang Hui Min', 'F', 'Sabah', 'Sandakan'),
  person('Zulkarnain Abu Bakar', 'M', 'Labuan', 'Labuan'),
];

const STREETS = [
  'Jalan Melati',
  'Jalan Cempaka',
  'Jalan Mawar',
  'Jalan Kenanga',
  'Lorong Seri Indah',
  'Jalan Bunga Raya',
  'Jalan Setia',
  'Jalan Damai',
];

/** A plausible street address for the person at `index`. */
export function demoAddress(index: number): string {
  return `No. ${3 + ((index * 7) % 58)}, ${STREETS[index % STREETS.length]} ${1 + (index % 6)}`;
}

/** 'Tan Wei Ming' → 'tan.weiming'; the first and the rest, lower case, letters only. */
export function demoUsername(name: string): string {
  const [first = '', ...rest] = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ');
  return `${first}.${rest.join('')}`;
}
