// When GET /api/posts fails or returns nothing, the public landing page shows built-in sample posts
// instead (docs/decisions.md#only-the-landing-page-stands-in-sample-posts). Negative ids cannot
// clash with the server's posts, users or attachments.
/* eslint-disable lingui/no-unlocalized-strings -- residents' posts and names: user content, never translated */
import type { Post, Society, UserSummary } from '../../api/types';
import { SAMPLE_SOCIETIES } from '../../lib/societies';
import { extractHashtags, extractMentions } from '../../lib/text';

type SocietyName = (typeof SAMPLE_SOCIETIES)[number]['name'];

// Society ids follow SAMPLE_SOCIETIES' order, the order the backend seeds them in.
function society(name: SocietyName): Society {
  const index = SAMPLE_SOCIETIES.findIndex((entry) => entry.name === name);
  return { id: index + 1, ...SAMPLE_SOCIETIES[index] };
}

interface Sample {
  author: [fullName: string, username: string, society: SocietyName];
  content: string;
  builderWide?: boolean;
  minutesAgo: number;
  counts: [likes: number, comments: number, reposts: number];
}

const SAMPLES: Sample[] = [
  {
    author: ['Neha Kulkarni', 'neha_k', 'Vasundhara Greens'],
    content:
      'Water pressure on the upper floors of B wing drops every evening between 7 and 9. Has anyone else noticed? Requesting the committee to check the booster pump. #WaterSupply',
    minutesAgo: 18,
    counts: [14, 6, 2],
  },
  {
    author: ['Rajesh Iyer', 'rajesh_iyer', 'Vasundhara Palms'],
    content:
      'Monsoon checklist for every Vasundhara society: clear the terrace drains, test the DG sets and keep the basement pumps on standby. #BuilderWide #Monsoon',
    builderWide: true,
    minutesAgo: 55,
    counts: [41, 12, 9],
  },
  {
    author: ['Sneha Reddy', 'sneha_reddy', 'Vasundhara Meadows'],
    content:
      'Two-wheelers are blocking the basement ramp every morning. Please use the marked bays so cars can get out safely. #Parking',
    minutesAgo: 130,
    counts: [9, 4, 0],
  },
  {
    author: ['Arjun Malhotra', 'arjun_m', 'Vasundhara Residency'],
    content:
      'Fire safety drill across all our towers next Wednesday at 11 am. Please follow the wardens on your floor and use the stairs. #BuilderWide #Safety',
    builderWide: true,
    minutesAgo: 240,
    counts: [33, 5, 11],
  },
  {
    author: ['Kavya Menon', 'kavya_menon', 'Vasundhara Lakeview'],
    content:
      'The lift in M block has been making a grinding noise between the 2nd and 3rd floors since Monday. Logged a complaint with the facility desk. #Elevator',
    minutesAgo: 420,
    counts: [17, 8, 1],
  },
  {
    author: ['Imran Qureshi', 'imran_q', 'Vasundhara Heights'],
    content:
      'No water in Tower 1 since 6 am and the tanker is still not here. Any update from the association? #WaterSupply',
    minutesAgo: 600,
    counts: [22, 10, 3],
  },
  {
    author: ['Ananya Das', 'ananya_das', 'Vasundhara Orchid'],
    content:
      'Garbage segregation reminder for all societies: green bin for wet waste, blue for dry, red for hazardous. Small habits, cleaner homes! #BuilderWide #Cleanliness',
    builderWide: true,
    minutesAgo: 1_100,
    counts: [28, 3, 7],
  },
  {
    author: ['Vikas Agarwal', 'vikas_agarwal', 'Vasundhara Skyline'],
    content:
      'Third power cut of the day in K block and the DG backup took ten minutes to start. Can maintenance look into the changeover switch? #PowerCut',
    minutesAgo: 1_500,
    counts: [19, 7, 2],
  },
  {
    author: ['Pooja Bhatt', 'pooja_bhatt', 'Vasundhara Riverside'],
    content:
      'Navratri planning meeting this Friday at 8 pm near the amphitheatre. Volunteers for decoration and food stalls are very welcome! #Festival',
    minutesAgo: 2_300,
    counts: [25, 9, 4],
  },
  {
    author: ['Suresh Nair', 'suresh_nair', 'Vasundhara Serene'],
    content:
      'Loud music on the lawn until past midnight on a weeknight. Please keep celebrations within the society timings so everyone can rest. #Noise',
    minutesAgo: 3_100,
    counts: [12, 6, 0],
  },
  {
    author: ['Meera Joshi', 'meera_joshi', 'Vasundhara Greens'],
    content:
      'Free health check-up camp for senior citizens of every Vasundhara society this Sunday, 9 am to 1 pm, at the Greens clubhouse. #BuilderWide #Health',
    builderWide: true,
    minutesAgo: 4_200,
    counts: [37, 4, 13],
  },
  {
    author: ['Deepak Verma', 'deepak_verma', 'Vasundhara Palms'],
    content:
      'Visitors keep parking in front of the C wing fire exit. Security, please keep that lane clear at all times. #Security #Parking',
    minutesAgo: 5_600,
    counts: [15, 5, 1],
  },
];

const MINUTE = 60_000;

/** The sample posts, dated relative to `now`, newest first (the order the server sends). */
export function samplePosts(now = Date.now()): Post[] {
  return SAMPLES.map((sample, index): Post => {
    const [fullName, username, societyName] = sample.author;
    const author: UserSummary = {
      id: -(index + 1),
      fullName,
      username,
      profileImage: null,
      society: society(societyName),
    };
    const [likesCount, commentsCount, repostsCount] = sample.counts;
    return {
      id: -(index + 1),
      content: sample.content,
      authorId: author.id,
      imageUrl: null,
      createdAt: new Date(now - sample.minutesAgo * MINUTE).toISOString(),
      likesCount,
      commentsCount,
      repostsCount,
      isBuilderWide: sample.builderWide ?? false,
      hashtags: extractHashtags(sample.content),
      mentions: extractMentions(sample.content),
      author,
      society: sample.builderWide ? null : author.society,
      groupId: null,
      attachments: [],
      likedByMe: false,
      repostedByMe: false,
      savedByMe: false,
    };
  });
}
