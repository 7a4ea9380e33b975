// The people of the sample world: residents, who follows whom around the demo user, stories and
// groups. Pure data; mocks/seed.ts turns it into records. A resident's id is their index + 1, so
// the order of RESIDENTS must not change (SEED in seed.ts names the ids tests rely on).

export interface ResidentSeed {
  username: string;
  fullName: string;
  /** 1..10, the index + 1 of SAMPLE_SOCIETIES. */
  societyId: number;
  flatNumber: string;
  yearsLived: number;
  bio: string | null;
  /** File name under /images/avatars/, without extension; most residents show initials. */
  avatar?: string;
  /** Most residents keep the default (shown online). */
  hidesOnlineStatus?: boolean;
  /** Days since the account was made; random (120..700) when absent. */
  joinedDaysAgo?: number;
}

// Names from different regions of India, each living in a society in or near their city.
// One record per line: a table to read, not code to format.
// prettier-ignore
export const RESIDENTS: ResidentSeed[] = [
  // 1: the demo user; email and password come from DEMO_CREDENTIALS.
  { username: 'aarav_mehta', fullName: 'Aarav Mehta', societyId: 1, flatNumber: 'A-702', yearsLived: 4, bio: 'Product designer, weekend cyclist and the unofficial DJ of our Diwali nights. Happy to help new neighbours settle in.', joinedDaysAgo: 400 },
  { username: 'priya_sharma', fullName: 'Priya Sharma', societyId: 1, flatNumber: 'B-1204', yearsLived: 7, bio: 'Society committee secretary. Ping me about maintenance, events or anything in between.', avatar: 'priya' },
  { username: 'rohan_kulkarni', fullName: 'Rohan Kulkarni', societyId: 1, flatNumber: 'C-305', yearsLived: 9, bio: 'Captain of the Greens cricket team. Early riser, chai enthusiast.', avatar: 'rohan' },
  { username: 'sneha_patil', fullName: 'Sneha Patil', societyId: 1, flatNumber: 'A-1102', yearsLived: 3, bio: 'Yoga instructor. Morning sessions on the central lawn, everyone welcome.' },
  { username: 'vikram_deshpande', fullName: 'Vikram Deshpande', societyId: 1, flatNumber: 'D-1504', yearsLived: 12, bio: 'Retired bank manager. I read the society accounts so you do not have to.', hidesOnlineStatus: true },
  { username: 'ananya_joshi', fullName: 'Ananya Joshi', societyId: 1, flatNumber: 'B-402', yearsLived: 1, bio: null, joinedDaysAgo: 35 },
  { username: 'farhan_shaikh', fullName: 'Farhan Shaikh', societyId: 2, flatNumber: 'T2-1801', yearsLived: 6, bio: 'Architect. Loves the sea view from the 18th floor, hates the lift queue.', avatar: 'farhan' },
  { username: 'neha_gupta', fullName: 'Neha Gupta', societyId: 2, flatNumber: 'T1-903', yearsLived: 5, bio: 'Mother of two, runs the Heights book club.' },
  { username: 'meera_nair', fullName: 'Meera Nair', societyId: 2, flatNumber: 'T3-1406', yearsLived: 8, bio: 'Carnatic music teacher. Classes in the clubhouse on weekends.' },
  { username: 'joseph_dsouza', fullName: "Joseph D'Souza", societyId: 2, flatNumber: 'T1-201', yearsLived: 14, bio: 'Heights resident since day one. Ask me about the monsoon drill.', hidesOnlineStatus: true },
  { username: 'kiran_gowda', fullName: 'Kiran Gowda', societyId: 3, flatNumber: 'L-604', yearsLived: 4, bio: 'Composting evangelist. Ask me how to turn wet waste into black gold.', avatar: 'kiran' },
  { username: 'deepa_rao', fullName: 'Deepa Rao', societyId: 3, flatNumber: 'L-1103', yearsLived: 6, bio: 'Software engineer, plant parent, weekend baker.' },
  { username: 'suresh_hegde', fullName: 'Suresh Hegde', societyId: 3, flatNumber: 'M-208', yearsLived: 11, bio: null, hidesOnlineStatus: true },
  { username: 'lakshmi_naidu', fullName: 'Lakshmi Naidu', societyId: 4, flatNumber: 'F-901', yearsLived: 7, bio: 'Association treasurer at Meadows. Receipts for everything!' },
  { username: 'imran_siddiqui', fullName: 'Imran Siddiqui', societyId: 4, flatNumber: 'G-1206', yearsLived: 3, bio: 'Doctor at a city hospital and organiser of our blood donation camps.' },
  { username: 'ravi_varma', fullName: 'Ravi Varma', societyId: 4, flatNumber: 'F-304', yearsLived: 5, bio: null },
  { username: 'karthik_iyer', fullName: 'Karthik Iyer', societyId: 5, flatNumber: 'P-1502', yearsLived: 6, bio: 'Marathon runner. Find me on the jogging track at 5:30.' },
  { username: 'divya_krishnan', fullName: 'Divya Krishnan', societyId: 5, flatNumber: 'P-703', yearsLived: 4, bio: 'Bharatanatyam dancer and festival committee volunteer.', avatar: 'divya' },
  { username: 'senthil_kumar', fullName: 'Senthil Kumar', societyId: 5, flatNumber: 'Q-101', yearsLived: 10, bio: null },
  { username: 'harpreet_kaur', fullName: 'Harpreet Kaur', societyId: 6, flatNumber: 'R-1901', yearsLived: 5, bio: 'Fitness coach. The new gym is my happy place.' },
  { username: 'amit_malhotra', fullName: 'Amit Malhotra', societyId: 6, flatNumber: 'R-804', yearsLived: 8, bio: 'Chartered accountant. Runs the Residency parking committee.' },
  { username: 'gurpreet_singh', fullName: 'Gurpreet Singh', societyId: 6, flatNumber: 'S-1203', yearsLived: 13, bio: 'Retired Army officer. Security and discipline, always.' },
  { username: 'dhruv_patel', fullName: 'Dhruv Patel', societyId: 7, flatNumber: 'E-502', yearsLived: 3, bio: 'Startup founder. Kite flying champion of Riverside every Uttarayan.' },
  { username: 'hetal_shah', fullName: 'Hetal Shah', societyId: 7, flatNumber: 'E-1101', yearsLived: 9, bio: 'Garba nights organiser and home chef.' },
  { username: 'rahul_verma', fullName: 'Rahul Verma', societyId: 8, flatNumber: 'K-1605', yearsLived: 2, bio: 'Works in Sector 62. Cycles to office when the AQI allows.' },
  { username: 'pooja_srivastava', fullName: 'Pooja Srivastava', societyId: 8, flatNumber: 'K-708', yearsLived: 6, bio: null },
  // Posts ads everywhere; the demo user has blocked him and two residents reported his posts.
  { username: 'rakesh_tiwari', fullName: 'Rakesh Tiwari', societyId: 8, flatNumber: 'J-1010', yearsLived: 1, bio: 'Interiors, modular kitchens, flat rentals. DM for best deals!!!', hidesOnlineStatus: true },
  { username: 'sourav_banerjee', fullName: 'Sourav Banerjee', societyId: 9, flatNumber: 'O-303', yearsLived: 7, bio: 'Football, fish curry and Durga Puja, in that order.' },
  { username: 'ishita_chatterjee', fullName: 'Ishita Chatterjee', societyId: 9, flatNumber: 'O-1201', yearsLived: 4, bio: "Illustrator. I sketch our society's trees." },
  { username: 'bhaskar_bora', fullName: 'Bhaskar Bora', societyId: 9, flatNumber: 'N-502', yearsLived: 3, bio: 'From Guwahati, now in Kolkata. Tea connoisseur.' },
  { username: 'manish_rathore', fullName: 'Manish Rathore', societyId: 10, flatNumber: 'V-1102', yearsLived: 5, bio: 'Heritage walk guide on weekends.' },
  { username: 'sunita_agarwal', fullName: 'Sunita Agarwal', societyId: 10, flatNumber: 'V-205', yearsLived: 15, bio: 'Retired school principal. I run the Senior Citizens Circle.', avatar: 'sunita', hidesOnlineStatus: true },
];

export const DEMO_USERNAME = 'aarav_mehta';
export const BLOCKED_USERNAME = 'rakesh_tiwari';

/** The demo user follows these; most of them have stories, so the strip is full. */
export const DEMO_FOLLOWS = [
  'priya_sharma',
  'rohan_kulkarni',
  'sneha_patil',
  'neha_gupta',
  'kiran_gowda',
  'harpreet_kaur',
  'karthik_iyer',
  'ishita_chatterjee',
  'dhruv_patel',
];

/** Follow the demo user from long ago (the recent followers are notification events instead). */
export const DEMO_OLD_FOLLOWERS = [
  'priya_sharma',
  'rohan_kulkarni',
  'sneha_patil',
  'vikram_deshpande',
  'neha_gupta',
  'kiran_gowda',
  'amit_malhotra',
  'hetal_shah',
];

export interface StorySeed {
  by: string;
  /** How long ago, like '35m' or '6h'; always within the last 24 hours. */
  ago: string;
  image: string;
  content: string;
  /** Already opened by the demo user, so the strip shows both states. */
  viewedByDemo?: boolean;
}

// prettier-ignore
export const STORIES: StorySeed[] = [
  { by: 'priya_sharma', ago: '21h', image: 'terrace-sunrise', content: 'Sunrise from the B wing terrace', viewedByDemo: true },
  { by: 'priya_sharma', ago: '2h', image: 'rangoli', content: 'Rangoli at the main gate, made by the kids of B wing' },
  { by: 'rohan_kulkarni', ago: '18h', image: 'cricket-nets', content: 'Nets practice before the Sunday match', viewedByDemo: true },
  { by: 'sneha_patil', ago: '9h', image: 'garden-blooms', content: 'The hibiscus by the yoga lawn is finally blooming' },
  { by: 'sneha_patil', ago: '40m', image: 'chai-evening', content: 'Chai after yoga, the best part' },
  { by: 'neha_gupta', ago: '5h', image: 'monsoon-balcony', content: 'First rain of the season from T1' },
  { by: 'kiran_gowda', ago: '20h', image: 'garden-blooms', content: 'Our compost-fed vegetable patch', viewedByDemo: true },
  { by: 'kiran_gowda', ago: '3h', image: 'kids-play', content: 'Saturday cleanup crew, age 6 to 60' },
  { by: 'harpreet_kaur', ago: '7h', image: 'gym-workout', content: 'Day 1 in the new gym!' },
  { by: 'karthik_iyer', ago: '12h', image: 'night-skyline', content: 'Palms after a late run' },
  { by: 'farhan_shaikh', ago: '15h', image: 'kite-sky', content: 'Kites over the Heights podium' },
  { by: 'farhan_shaikh', ago: '1h', image: 'night-skyline', content: 'Sea link lights from the 18th floor' },
];

export interface GroupSeed {
  name: string;
  description: string;
  isPrivate: boolean;
  societyId: number | null;
  admin: string;
  isAutoGenerated: boolean;
  category: string;
  /** File name under /images/groups/, without extension. */
  cover: string | null;
  recentActivity: string[];
  createdDaysAgo: number;
  /** Joined members besides the admin; an auto-generated group has every resident of its society. */
  members: string[];
  /** Join requests awaiting the admin. */
  pending?: string[];
}

// prettier-ignore
export const GROUPS: GroupSeed[] = [
  { name: 'Vasundhara Greens Residents', description: 'The official group of every resident of Vasundhara Greens, Pune: notices, meetings and neighbourly help.', isPrivate: false, societyId: 1, admin: 'priya_sharma', isAutoGenerated: true, category: 'Society', cover: 'greens-residents', recentActivity: ['AGM agenda posted for Sunday', 'Booster pump check scheduled for A wing'], createdDaysAgo: 420, members: [] },
  { name: 'Vasundhara Heights Residents', description: 'Everything about life at Vasundhara Heights, Mumbai: monsoon drills, lift updates and events.', isPrivate: false, societyId: 2, admin: 'joseph_dsouza', isAutoGenerated: true, category: 'Society', cover: 'heights-residents', recentActivity: ['Terrace drains cleaned before the monsoon', 'Carnatic music evening on Saturday'], createdDaysAgo: 410, members: [] },
  { name: 'Vasundhara Lakeview Residents', description: 'Residents of Vasundhara Lakeview, Bengaluru, sharing updates about water, waste and weekends.', isPrivate: false, societyId: 3, admin: 'suresh_hegde', isAutoGenerated: true, category: 'Society', cover: 'lakeview-residents', recentActivity: ["Bakers' corner meets on Saturday", 'Rainwater harvesting proposal'], createdDaysAgo: 400, members: [] },
  { name: 'Vasundhara Skyline Residents', description: 'The group of Vasundhara Skyline, Noida: power, lifts and the daily life of K and J blocks.', isPrivate: false, societyId: 8, admin: 'pooja_srivastava', isAutoGenerated: true, category: 'Society', cover: null, recentActivity: ['K block lift repair update', 'Evening power cuts discussed'], createdDaysAgo: 390, members: [] },
  { name: 'Pune Parents Network', description: 'Parents of Vasundhara Greens: carpools, school notices, summer camps and playdates.', isPrivate: true, societyId: 1, admin: 'aarav_mehta', isAutoGenerated: false, category: 'Parenting', cover: 'parents-network', recentActivity: ['Carpool for the science fair', 'Summer camp slots open'], createdDaysAgo: 150, members: ['priya_sharma', 'sneha_patil', 'rohan_kulkarni'], pending: ['vikram_deshpande', 'ananya_joshi'] },
  { name: 'Weekend Cricket League', description: 'Tennis-ball cricket every Sunday morning between teams from all Vasundhara societies.', isPrivate: false, societyId: null, admin: 'rohan_kulkarni', isAutoGenerated: false, category: 'Sports', cover: 'cricket-league', recentActivity: ['New post about the Sunday match', 'Heights team needs a bowler'], createdDaysAgo: 200, members: ['aarav_mehta', 'farhan_shaikh', 'karthik_iyer', 'dhruv_patel', 'sourav_banerjee', 'amit_malhotra', 'gurpreet_singh', 'rahul_verma', 'bhaskar_bora', 'suresh_hegde'] },
  { name: 'Green Living & Composting', description: 'Composting, waste segregation, terrace gardens and cleanup drives across our societies.', isPrivate: false, societyId: null, admin: 'kiran_gowda', isAutoGenerated: false, category: 'Environment', cover: 'green-living', recentActivity: ['Composting 101 on Saturday', 'E-waste drop box at Orchid', 'Compost free for any garden'], createdDaysAgo: 180, members: ['deepa_rao', 'ishita_chatterjee', 'hetal_shah', 'meera_nair', 'sneha_patil', 'lakshmi_naidu', 'manish_rathore', 'pooja_srivastava'] },
  { name: 'Senior Citizens Circle', description: 'Morning walks, health camps and good company for our senior residents.', isPrivate: true, societyId: null, admin: 'sunita_agarwal', isAutoGenerated: false, category: 'Community', cover: 'seniors-circle', recentActivity: ['Morning walk group at 6:30', 'Free health check-up camp'], createdDaysAgo: 240, members: ['vikram_deshpande', 'joseph_dsouza', 'gurpreet_singh', 'suresh_hegde', 'senthil_kumar'] },
];
