// The builder's care team of the sample world (docs/product.md#concerns): a manager for each of the
// 10 societies and the care head, who serves them all. Each is a user account (they sign in like
// residents) with a careMember record. They are staff, not residents: no society, no flat.
import { CARE_CREDENTIALS, CARE_HEAD_CREDENTIALS } from '../src/lib/demo';
import { SAMPLE_SOCIETIES } from '../src/lib/societies';
import { DAY } from './seed-base';
import { RESIDENTS } from './seed-people';

export interface CareSeed {
  username: string;
  fullName: string;
  /** The society served, 1..10; null for the care head, who serves every society. */
  servesSocietyId: number | null;
  /** Years with the builder (the profile's "years lived"). */
  years: number;
  /** File name under /images/avatars/, without extension. */
  avatar?: string;
  credentials?: { email: string; password: string };
}

// One record per line: a table to read, not code to format.
// prettier-ignore
export const CARE_TEAM: CareSeed[] = [
  { username: 'sanjay_patwardhan', fullName: 'Sanjay Patwardhan', servesSocietyId: 1, years: 6, avatar: 'sanjay', credentials: CARE_CREDENTIALS },
  { username: 'nikhil_fernandes', fullName: 'Nikhil Fernandes', servesSocietyId: 2, years: 4 },
  { username: 'ramesh_shetty', fullName: 'Ramesh Shetty', servesSocietyId: 3, years: 8 },
  { username: 'srinivas_reddy', fullName: 'Srinivas Reddy', servesSocietyId: 4, years: 5 },
  { username: 'lavanya_subramanian', fullName: 'Lavanya Subramanian', servesSocietyId: 5, years: 3 },
  { username: 'vivek_chauhan', fullName: 'Vivek Chauhan', servesSocietyId: 6, years: 7 },
  { username: 'jignesh_desai', fullName: 'Jignesh Desai', servesSocietyId: 7, years: 5 },
  { username: 'anjali_saxena', fullName: 'Anjali Saxena', servesSocietyId: 8, years: 2 },
  { username: 'arindam_ghosh', fullName: 'Arindam Ghosh', servesSocietyId: 9, years: 6 },
  { username: 'kavita_sharma', fullName: 'Kavita Sharma', servesSocietyId: 10, years: 4 },
  { username: 'revathi_menon', fullName: 'Revathi Menon', servesSocietyId: null, years: 11, avatar: 'revathi', credentials: CARE_HEAD_CREDENTIALS },
];

/** A care member's user id: after every resident's, in CARE_TEAM's order. */
export function careIdOf(username: string): number {
  const index = CARE_TEAM.findIndex((member) => member.username === username);
  if (index < 0) throw new Error(`Unknown care team member ${username}`);
  return RESIDENTS.length + index + 1;
}

/** The manager of society `societyId` (1..10). */
export const managerOf = (societyId: number) =>
  careIdOf(CARE_TEAM.find((member) => member.servesSocietyId === societyId)!.username);
export const CARE_HEAD_USERNAME = 'revathi_menon';

const societyName = (societyId: number) => SAMPLE_SOCIETIES[societyId - 1].name;

/** "Society Manager, Vasundhara Greens", "Care Head, Vasundhara Homes". */
export const careTitleOf = (member: CareSeed) =>
  member.servesSocietyId === null
    ? 'Care Head, Vasundhara Homes'
    : `Society Manager, ${societyName(member.servesSocietyId)}`;

function bioOf(member: CareSeed): string {
  return member.servesSocietyId === null
    ? 'Care Head at Vasundhara Homes. Every concern the society managers cannot close in time comes to me.'
    : `Society Manager of ${societyName(member.servesSocietyId)}. Raise a concern and I will see it through.`;
}

/** The care team's user rows, as seed-draft.ts makes the residents'. No randomness: the residents' PRNG sequence stays as it was. */
export function careUserRows(now: number) {
  return CARE_TEAM.map((member) => ({
    email: member.credentials?.email ?? `${member.username}@vasundhara.example`,
    password: member.credentials?.password ?? 'password123',
    fullName: member.fullName,
    username: member.username,
    profileImage: member.avatar ? `/images/avatars/${member.avatar}.svg` : null,
    bio: bioOf(member),
    societyId: null as number | null,
    flatNumber: null as string | null,
    yearsLived: member.years,
    followersCount: 0,
    followingCount: 0,
    postsCount: 0,
    showOnlineStatus: true,
    createdAt: new Date(now - member.years * 365 * DAY).toISOString(),
  }));
}

/** The careMember records: each keyed by the member's user id. */
export const careMemberRows = () =>
  CARE_TEAM.map((member) => ({
    id: careIdOf(member.username),
    societyId: member.servesSocietyId,
    title: careTitleOf(member),
  }));
