// The contract server's own small world. Every timestamp counts back from the moment the world is
// seeded (a start or a reset), on the hour, so a run always sees the same relative times ("2 hours
// ago") and the same posts in each period of Explore (24 hours, a week, a month).
const HOUR = 3_600_000;

export const DEMO_EMAIL = 'demo@vasundhara.example';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USER_ID = 1;
/** The password of every seeded resident other than the demo user. */
export const RESIDENT_PASSWORD = 'resident123';

export interface SeedSociety {
  id: number;
  name: string;
  city: string;
  state: string;
}

export interface SeedUser {
  id: number;
  email: string;
  password: string;
  username: string;
  fullName: string;
  bio: string | null;
  societyId: number | null;
  flatNumber: string | null;
  yearsLiving: number;
  profileImage: string | null;
}

export interface SeedPost {
  id: number;
  authorId: number;
  content: string;
  imageUrl: string | null;
  createdAt: string;
  commentsCount: number;
}

export interface SeedStory {
  id: number;
  authorId: number;
  imageUrl: string;
  content: string;
  createdAt: string;
}

export interface UserPostPair {
  userId: number;
  postId: number;
}

export interface Seed {
  societies: SeedSociety[];
  users: SeedUser[];
  follows: { followerId: number; followingId: number }[];
  posts: SeedPost[];
  likes: UserPostPair[];
  reposts: UserPostPair[];
  stories: SeedStory[];
}

const SOCIETIES: [string, string, string][] = [
  ['Vasundhara Greens', 'Gurugram', 'Haryana'],
  ['Vasundhara Heights', 'Noida', 'Uttar Pradesh'],
  ['Vasundhara Lakeview', 'Pune', 'Maharashtra'],
  ['Vasundhara Residency', 'Bengaluru', 'Karnataka'],
  ['Vasundhara Meadows', 'Jaipur', 'Rajasthan'],
];

// [username, fullName, societyId, flatNumber, yearsLiving, bio]
const RESIDENTS: [string, string, number, string, number, string | null][] = [
  ['demo', 'Demo Resident', 1, 'A-702', 3, 'Trying out Vasundhara Connect.'],
  ['priya_sharma', 'Priya Sharma', 1, 'B-304', 6, 'Runs the Greens cleanliness drives.'],
  ['arjun_mehta', 'Arjun Mehta', 2, 'T1-1102', 4, 'Yoga every morning, cricket on Sundays.'],
  ['kavya_iyer', 'Kavya Iyer', 4, 'C-210', 2, null],
  ['rohan_verma', 'Rohan Verma', 1, 'D-015', 8, 'Parking committee volunteer.'],
  ['ananya_rao', 'Ananya Rao', 3, 'L-508', 5, 'Book club and composting.'],
  ['vikram_singh', 'Vikram Singh', 5, 'M-101', 10, null],
  ['meera_nair', 'Meera Nair', 2, 'T3-404', 1, 'New to Noida, happy to help.'],
];

// Newest first: [authorId, commentsCount, content]. Ids count down from 45, so the newest post
// has the highest id, as an auto-increment would give it.
const POSTS: [number, number, string][] = [
  [2, 4, 'Water supply in Tower B is off 10 am to 1 pm tomorrow. #WaterSupply #Maintenance'],
  [3, 2, 'Morning yoga on the clubhouse lawn at 6:30 am, all welcome! #Yoga #Wellness'],
  [7, 6, 'Diwali mela this Saturday from 5 pm near the main gate. #Diwali #Community'],
  [1, 3, 'Thank you @priya_sharma for the cleanliness drive, great turnout! #CleanGreens'],
  [4, 1, 'Lift 2 in Tower C is under service today, please use lift 1. #Maintenance'],
  [8, 9, 'New visitor passes go live in every society next week. #BuilderWide #Security'],
  [5, 0, 'Found a set of car keys near the Block D parking. #LostAndFound'],
  [6, 2, 'Lakeview book club meets on Sunday at 5 pm in the library. #BookClub'],
  [2, 5, 'Power backup test on Friday 11 am, lifts pause for ten minutes. #Maintenance'],
  [3, 7, 'Cricket on Sunday morning, we need two more players. @meera_nair in? #Sports'],
  [7, 1, 'Rainwater harvesting pits are cleaned and ready. #GreenLiving'],
  [4, 3, 'Organic market at the Residency clubhouse, 8 to 11 am. #OrganicMarket'],
  [5, 4, 'Street lights near Gate 2 are out again. Raised a ticket. #Safety'],
  [8, 2, 'Kids drawing contest results are up on the notice board! #KidsZone'],
  [1, 6, 'Is the gym open during the renovation? Asking for my morning routine. #Gym'],
  [6, 0, 'Please keep the Lakeview jogging track free of bicycles. #Safety'],
  [2, 8, 'Carol night planning meet on Thursday 7 pm. Ideas welcome! #Christmas #Community'],
  [3, 3, 'Maintenance charges for Q4 are due by the 30th. #BuilderWide #Maintenance'],
  [7, 2, 'The Meadows pool closes for winter from next Monday. #Pool'],
  [4, 5, 'Stray dog vaccination camp at Gate 1 on Saturday. #PetCare #Community'],
  [5, 1, 'Parking sticker renewals at the office till Friday. #Parking'],
  [8, 4, 'Does anyone have a good electrician contact in Noida? #Recommendations'],
  [6, 3, 'Composting workshop this weekend, bring your kitchen waste bins. #GreenLiving'],
  [2, 2, 'Tower B terrace garden got new planters today. #CleanGreens'],
  [3, 10, 'Fire safety drill in every tower on the 15th. #BuilderWide #Safety'],
  [7, 0, 'Badminton court lights are fixed. Evening games are back! #Sports'],
  [4, 2, 'Lost: a blue school bag near Tower A. #LostAndFound'],
  [1, 4, 'Loving the new walking track lights. Feels much safer at night. #Safety'],
  [5, 6, 'Water pressure is low on the top floors again. #WaterSupply'],
  [6, 1, 'The new security guard roster for Lakeview is out. #Security'],
  [8, 3, 'Yoga day at Heights was lovely, thank you @arjun_mehta! #Yoga'],
  [2, 0, 'Reminder: no loud music after 10 pm on weekdays. #Community'],
  [7, 5, 'Solar panels on every clubhouse roof by March. #BuilderWide #GreenLiving'],
  [3, 2, 'The Heights gym has two new treadmills. #Gym'],
  [4, 1, 'Kids football practice on Tuesday and Thursday at 5 pm. #KidsZone #Sports'],
  [5, 3, 'Can we get a speed breaker near the Block D turn? #Safety #Parking'],
  [6, 4, 'Lake cleanup drive this Sunday, gloves provided. #CleanLake'],
  [8, 0, 'Pest control in Tower 3 on Monday, keep pets inside. #Maintenance #PetCare'],
  [2, 2, 'The Greens library now has a kids corner. Donations welcome! #KidsZone'],
  [3, 1, 'The internet outage in Tower 1 is fixed by the provider. #Maintenance'],
  [1, 2, 'Hello neighbours! Just moved into A-702 at Vasundhara Greens. #NewResident'],
  [7, 3, 'The Meadows Navratri garba nights were wonderful. #Community'],
  [4, 0, 'Gate 3 stays closed after 11 pm from this week. #Security'],
  [6, 2, 'Monthly blood donation camp at the Lakeview clubhouse. #BuilderWide #Health'],
  [5, 1, 'Welcome to Vasundhara Connect, Greens neighbours! #Community'],
];

/** A tiny picture that needs no network: the contract server references no other host. */
export function svgPicture(color: string, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="600">` +
    `<rect width="360" height="600" fill="${color}"/>` +
    `<text x="180" y="300" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// [authorId, hours old, colour, caption]. The last is by a resident the demo user does not follow:
// it must stay out of their stories.
const STORIES: [number, number, string, string][] = [
  [2, 3, '#dd6b20', 'Sunrise from the Tower B terrace'],
  [3, 8, '#3182ce', 'New saplings along the jogging track'],
  [4, 20, '#805ad5', 'The kids art exhibition'],
  [2, 30, '#c53030', 'Diya making workshop'],
  [6, 5, '#2c7a7b', 'Monsoon evening at the lake'],
];

const PICTURE_POST_ID = 22;
/** The demo user's own likes and reposts (the app cannot know them: no likedByMe in production). */
export const DEMO_LIKED_POST_IDS = [40, 36];
export const DEMO_REPOSTED_POST_IDS = [40];

/** A fresh copy of the seed: the world mutates what it gets. */
export function createSeed(now = Date.now()): Seed {
  const base = Math.floor(now / HOUR) * HOUR;
  const hoursBefore = (hours: number) => new Date(base - hours * HOUR).toISOString();
  const posts = POSTS.map(([authorId, commentsCount, content], index): SeedPost => {
    const id = POSTS.length - index;
    // Spread over the last 20 days, never two at the same minute.
    const createdAt = hoursBefore(2 + index * 10 + (index % 4) * 2);
    const imageUrl = id === PICTURE_POST_ID ? svgPicture('#2f855a', 'Terrace garden') : null;
    return { id, authorId, content, imageUrl, createdAt, commentsCount };
  });
  // Other residents' likes and reposts follow a fixed pattern, so counts differ from post to post.
  const likes: UserPostPair[] = DEMO_LIKED_POST_IDS.map((postId) => ({ userId: 1, postId }));
  const reposts: UserPostPair[] = DEMO_REPOSTED_POST_IDS.map((postId) => ({ userId: 1, postId }));
  for (const post of posts) {
    for (let userId = 2; userId <= RESIDENTS.length; userId++) {
      if (userId === post.authorId) continue;
      if ((post.id * 3 + userId * 5) % 7 < 3) likes.push({ userId, postId: post.id });
      if ((post.id + userId * 2) % 11 === 0) reposts.push({ userId, postId: post.id });
    }
  }
  return {
    societies: SOCIETIES.map(([name, city, state], index) => ({
      id: index + 1,
      name,
      city,
      state,
    })),
    users: RESIDENTS.map(
      ([username, fullName, societyId, flatNumber, yearsLiving, bio], index) => ({
        id: index + 1,
        email: index === 0 ? DEMO_EMAIL : `${username}@vasundhara.example`,
        password: index === 0 ? DEMO_PASSWORD : RESIDENT_PASSWORD,
        username,
        fullName,
        bio,
        societyId,
        flatNumber,
        yearsLiving,
        profileImage: null,
      }),
    ),
    // The demo user follows three residents; a few others follow each other.
    follows: [
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 1],
      [2, 5],
      [3, 1],
      [5, 2],
      [6, 7],
      [8, 1],
      [8, 3],
    ].map(([followerId, followingId]) => ({ followerId, followingId })),
    posts,
    likes,
    reposts,
    stories: STORIES.map(([authorId, hours, color, content], index) => ({
      id: index + 1,
      authorId,
      imageUrl: svgPicture(color, content),
      content,
      createdAt: hoursBefore(hours),
    })),
  };
}
